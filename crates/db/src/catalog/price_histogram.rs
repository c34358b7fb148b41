//! How many products of a list have each price: enough to answer a list's total for any price
//! range, and the slider's bounds, without visiting the products again. Shoppers drag the price
//! slider over one category and filter, so one histogram answers every range they try.

/// The size and price range of a list: what the pager and the price slider need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListTotals {
    pub total: i64,
    /// Over the list before the price filter (the slider's bounds).
    pub min_price: Option<i64>,
    pub max_price: Option<i64>,
}

/// Distinct final prices (AMD minor units), ascending, with how many products have each.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PriceHistogram {
    prices: Vec<i64>,
    /// `at_or_below[i]`: products priced at most `prices[i]`.
    at_or_below: Vec<i64>,
}

impl PriceHistogram {
    /// From (price, products) pairs in ascending price order, each price once.
    pub fn from_counts(counts: impl IntoIterator<Item = (i64, i64)>) -> PriceHistogram {
        let mut histogram = PriceHistogram::default();
        let mut running = 0;
        for (price, products) in counts {
            debug_assert!(histogram.prices.last().is_none_or(|last| *last < price), "prices ascend");
            running += products;
            histogram.prices.push(price);
            histogram.at_or_below.push(running);
        }
        histogram
    }

    /// The list's totals with prices within `min..=max` (either bound optional): the count in the
    /// range, and the bounds of the whole list, which the slider shows whatever the range.
    pub fn totals(&self, min: Option<i64>, max: Option<i64>) -> ListTotals {
        let below = |price: i64| -> i64 {
            let at = self.prices.partition_point(|p| *p < price);
            at.checked_sub(1).map_or(0, |i| self.at_or_below[i])
        };
        let all = self.at_or_below.last().copied().unwrap_or(0);
        let up_to_max = max.map_or(all, |max| below(max.saturating_add(1)));
        let under_min = min.map_or(0, below);
        ListTotals {
            total: (up_to_max - under_min).max(0),
            min_price: self.prices.first().copied(),
            max_price: self.prices.last().copied(),
        }
    }

    /// How many distinct prices it holds (its size in memory, for caches).
    pub fn len(&self) -> usize {
        self.prices.len()
    }

    pub fn is_empty(&self) -> bool {
        self.prices.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn histogram() -> PriceHistogram {
        // Two products at 1,000, one at 2,500, three at 4,000.
        PriceHistogram::from_counts([(1_000, 2), (2_500, 1), (4_000, 3)])
    }

    fn total(min: Option<i64>, max: Option<i64>) -> i64 {
        histogram().totals(min, max).total
    }

    #[test]
    fn a_range_counts_the_products_priced_within_it_bounds_included() {
        assert_eq!(total(None, None), 6);
        assert_eq!(total(Some(1_000), Some(2_500)), 3);
        assert_eq!(total(Some(1_001), Some(3_999)), 1);
        assert_eq!(total(Some(2_500), None), 4);
        assert_eq!(total(None, Some(999)), 0);
        assert_eq!(total(Some(4_001), None), 0);
        assert_eq!(total(Some(3_000), Some(2_000)), 0, "an inverted range is empty");
        assert_eq!(total(Some(0), Some(i64::MAX)), 6);
    }

    #[test]
    fn the_slider_bounds_are_the_whole_lists_whatever_the_range() {
        let totals = histogram().totals(Some(2_000), Some(3_000));
        assert_eq!((totals.min_price, totals.max_price), (Some(1_000), Some(4_000)));
        let empty = PriceHistogram::default().totals(Some(1), Some(2));
        assert_eq!((empty.total, empty.min_price, empty.max_price), (0, None, None));
    }
}

//! Deterministic randomness for generated catalogues: the same seed gives the same shop.

/// A small deterministic generator (SplitMix64): the same seed gives the same catalogue.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1).max(1) as u64) as i64
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// A stable hash of a text (FNV-1a), to derive per-product numbers from its SKU.
pub fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// Stock like a real shop's: mostly 10–60, some 1–5, a few sold out.
pub fn stock(rng: &mut Rng) -> i64 {
    match rng.below(100) {
        0..=6 => 0,
        7..=21 => rng.range(1, 5),
        _ => rng.range(10, 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stock_has_every_band() {
        let mut rng = Rng::new(7);
        let values: Vec<i64> = (0..1000).map(|_| stock(&mut rng)).collect();
        assert!(values.contains(&0));
        assert!(values.iter().any(|v| (1..=5).contains(v)));
        assert!(values.iter().all(|v| *v == 0 || (1..=5).contains(v) || (10..=60).contains(v)));
    }
}

//! The shop's timers and delays, in milliseconds, so every screen uses the same values.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Timings {
    pub search_debounce: u32,
    pub price_slider_debounce: u32,
    pub alert_timeout: u32,
    pub address_alert_timeout: u32,
    pub toast_close: u32,
    pub preloader_removal: u32,
    pub wishlist_compare_delay: u32,
    pub mock_list_delay: u32,
    pub stepper_repeat_delay: u32,
    pub stepper_repeat_interval: u32,
    pub slideshow_autoplay: u32,
    pub slideshow_transition: u32,
}

pub const TIMINGS: Timings = Timings {
    search_debounce: 100,
    price_slider_debounce: 250,
    alert_timeout: 3000,
    address_alert_timeout: 3000,
    toast_close: 1500,
    preloader_removal: 500,
    wishlist_compare_delay: 500,
    mock_list_delay: 500,
    stepper_repeat_delay: 300,
    stepper_repeat_interval: 50,
    slideshow_autoplay: 8000,
    slideshow_transition: 500,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_timers() {
        assert_eq!(TIMINGS.search_debounce, 100);
        assert_eq!(TIMINGS.toast_close, 1500);
        assert_eq!((TIMINGS.stepper_repeat_delay, TIMINGS.stepper_repeat_interval), (300, 50));
        assert_eq!((TIMINGS.slideshow_autoplay, TIMINGS.slideshow_transition), (8000, 500));
        let json = serde_json::to_value(TIMINGS).unwrap();
        assert_eq!(json["priceSliderDebounce"], 250);
    }
}

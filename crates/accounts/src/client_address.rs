//! Who a request comes from, as the throttle counts it: the TCP peer, or behind a proxy the
//! last address of the header the proxy writes. An IPv6 client counts by its /64, the block one
//! subscriber gets.

use std::net::IpAddr;

use http::{HeaderMap, HeaderName};

/// The client's address as counted; `unknown` when there is neither a peer nor a header.
pub fn client_address(peer: Option<IpAddr>, headers: &HeaderMap, proxy_header: Option<&HeaderName>) -> String {
    let forwarded = proxy_header.and_then(|name| forwarded_address(headers, name));
    forwarded.or(peer).map(counted_as).unwrap_or_else(|| "unknown".into())
}

/// The address the proxy appended: the last entry of the last such header.
fn forwarded_address(headers: &HeaderMap, name: &HeaderName) -> Option<IpAddr> {
    let last = headers.get_all(name).iter().next_back()?.to_str().ok()?;
    last.rsplit(',').next()?.trim().parse().ok()
}

fn counted_as(address: IpAddr) -> String {
    match address {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;

    #[test]
    fn the_proxys_own_entry_is_read_not_the_clients() {
        let name = HeaderName::from_static("x-forwarded-for");
        let mut headers = HeaderMap::new();
        headers.append(&name, HeaderValue::from_static("6.6.6.6, 10.0.0.1"));
        headers.append(&name, HeaderValue::from_static("1.2.3.4, 203.0.113.7"));
        assert_eq!(forwarded_address(&headers, &name), Some("203.0.113.7".parse().unwrap()));
        headers.append(&name, HeaderValue::from_static("not an address"));
        assert_eq!(forwarded_address(&headers, &name), None);
    }

    #[test]
    fn an_ipv6_client_counts_by_its_block() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let other: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        assert_eq!(counted_as(one), counted_as(other));
        assert_eq!(counted_as("::ffff:192.0.2.1".parse().unwrap()), "192.0.2.1");
    }
}

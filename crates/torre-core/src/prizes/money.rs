//! Amounts of prize money as typed and shown: whole minor units (cents) inside, so that sums
//! and shares are exact.

/// Amounts typed as "500 300 200" or "500; 300; 62.50" (a comma separates too).
pub fn parse_amounts(text: &str) -> Result<Vec<u64>, String> {
    text.split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| parse_money(s).ok_or_else(|| s.to_string()))
        .collect()
}

/// "62.50" -> 6250 cents; at most two decimals.
pub fn parse_money(s: &str) -> Option<u64> {
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    if whole.is_empty() || frac.len() > 2 || !whole.chars().chain(frac.chars()).all(|c| c.is_ascii_digit()) {
        return None;
    }
    let cents: u64 = format!("{frac:0<2}").parse().ok()?;
    whole.parse::<u64>().ok()?.checked_mul(100)?.checked_add(cents)
}

/// 6250 -> "62.50", 50000 -> "500".
pub fn fmt_money(cents: u64) -> String {
    if cents % 100 == 0 { (cents / 100).to_string() } else { format!("{}.{:02}", cents / 100, cents % 100) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_is_read_and_written_in_cents() {
        assert_eq!(parse_amounts("500, 300;62.5  10.05"), Ok(vec![50000, 30000, 6250, 1005]));
        assert_eq!(parse_amounts("500 x"), Err("x".to_string()));
        assert_eq!(parse_money("1.234"), None);
        assert_eq!(parse_money(".5"), None);
        assert_eq!(fmt_money(6250), "62.50");
        assert_eq!(fmt_money(50000), "500");
    }
}

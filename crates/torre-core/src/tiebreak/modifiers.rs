//! Modifiers Cut-n, Median-n (C.07 14.1-14.4) applied to the terms of a sum, with the
//! unplayed-round exception (16.5); Limit (14.5) lives with the Koya system.

use super::{Modifier, Part, Value};

/// Number of lowest and highest terms a modifier removes.
pub fn counts(m: Modifier) -> (usize, usize) {
    match m {
        Modifier::Cut(n) => (n as usize, 0),
        Modifier::Median(n) => (n as usize, n as usize),
        Modifier::None | Modifier::Limit(_) | Modifier::Reverse => (0, 0),
    }
}

fn name(m: Modifier) -> String {
    match m {
        Modifier::Cut(n) => format!("Cut-{n}"),
        Modifier::Median(n) => format!("Median-{n}"),
        _ => String::new(),
    }
}

/// Mark the terms removed by `m` in `parts` and return the sum of the others.
/// `significance[i]` orders the terms (for Buchholz the value itself, for Sonneborn-Berger the
/// opponent's score); ties are broken by the value, then by the earlier round.
/// Lowest terms: a voluntarily unplayed round of the player is cut first (16.5), unless the least
/// significant term contributes more, in which case that one goes (16.5: "the higher of the two").
/// Among the VURs, `vur_by_contribution` (Aug 2024 / 2026, 16.5.2 a: "the lowest contribution
/// coming from a VUR") takes the lowest value; otherwise (2023) the least significant VUR.
/// Highest terms (Median): plainly the most significant.
pub fn apply(parts: &mut [Part], significance: &[i64], m: Modifier, vur_by_contribution: bool) -> Value {
    let (mut low, mut high) = counts(m);
    let len = parts.len();
    low = low.min(len);
    high = high.min(len - low);
    let label = name(m);
    let article = if matches!(m, Modifier::Median(_)) { "14.3" } else { "14.1" };
    for _ in 0..low {
        let live = || (0..len).filter(|&i| parts[i].cut.is_none());
        let key = |i: usize| (significance[i], parts[i].value, i);
        let Some(least) = live().min_by_key(|&i| key(i)) else { break };
        let vur_key = |i: usize| if vur_by_contribution { (parts[i].value.0, 0, i) } else { (significance[i], parts[i].value.0, i) };
        let vur = live().filter(|&i| parts[i].vur).min_by_key(|&i| vur_key(i));
        let (chosen, why) = match vur {
            Some(v) if parts[least].value <= parts[v].value => (
                v,
                if v == least {
                    format!("{label}: least significant value, a voluntarily unplayed round (C.07 {article}, 16.5)")
                } else {
                    format!("{label}: voluntarily unplayed round cut first (C.07 16.5)")
                },
            ),
            _ => (least, format!("{label}: least significant value (C.07 {article})")),
        };
        parts[chosen].cut = Some(why);
    }
    for _ in 0..high {
        let chosen = (0..len).filter(|&i| parts[i].cut.is_none()).max_by_key(|&i| (significance[i], parts[i].value, usize::MAX - i));
        let Some(chosen) = chosen else { break };
        parts[chosen].cut = Some(format!("{label}: most significant value (C.07 14.3)"));
    }
    parts.iter().filter(|p| p.cut.is_none()).map(|p| p.value).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(round: u32, v: i64, vur: bool) -> Part {
        Part { round, opponent: None, note: String::new(), value: Value(v), vur, cut: None }
    }

    #[test]
    fn cut_takes_the_vur_first_and_median_the_highest() {
        // Davide in the seed: own HPB (3.0) is cut rather than Fabio's 1.5.
        let mut parts = vec![part(1, 250, false), part(2, 300, true), part(3, 400, false), part(4, 150, false), part(5, 300, false)];
        let sig: Vec<i64> = parts.iter().map(|p| p.value.0).collect();
        assert_eq!(apply(&mut parts.clone(), &sig, Modifier::Cut(1), false), Value(1100));
        assert_eq!(apply(&mut parts.clone(), &sig, Modifier::Cut(2), false), Value(950));
        assert_eq!(apply(&mut parts, &sig, Modifier::Median(1), false), Value(700));
        assert!(parts[1].cut.as_deref().unwrap().contains("16.5"));
        assert!(parts[2].cut.as_deref().unwrap().contains("most significant"));
        assert!(parts[3].cut.is_none());
    }

    #[test]
    fn sonneborn_cuts_the_higher_of_vur_and_least_significant() {
        // Term 0: weakest opponent (score 1.0) but the player won: product 1.00.
        // Term 1: own zero-point bye, dummy at 3.0 x 0 = 0.00.
        let mut parts = vec![part(1, 100, false), part(2, 0, true), part(3, 150, false)];
        let sig = vec![10, 30, 20];
        assert_eq!(apply(&mut parts, &sig, Modifier::Cut(1), false), Value(150));
        assert!(parts[0].cut.is_some());
    }

    #[test]
    fn sonneborn_vur_order_2026_is_by_contribution() {
        // 16.5.2 a (2024/2026): a lost game against the weakest opponent (score 1.0, product 0),
        // a half-point bye whose capped dummy scores 1.5 (contributes 0.75) and a forfeit loss
        // whose dummy scores 2.0 (contributes 0). The lowest VUR contribution is the forfeit
        // loss's 0, not lower than the least significant value (0): it is cut. 2023 ordered the
        // VURs by score and cut the bye.
        let mk = || vec![part(1, 0, false), part(2, 75, true), part(3, 0, true), part(4, 250, false)];
        let sig = vec![10, 15, 20, 50];
        let mut p26 = mk();
        assert_eq!(apply(&mut p26, &sig, Modifier::Cut(1), true), Value(325));
        assert!(p26[2].cut.is_some());
        let mut p23 = mk();
        assert_eq!(apply(&mut p23, &sig, Modifier::Cut(1), false), Value(250));
        assert!(p23[1].cut.is_some());
    }

    #[test]
    fn cuts_never_exceed_the_terms() {
        let mut parts = vec![part(1, 100, false)];
        assert_eq!(apply(&mut parts, &[100], Modifier::Median(2), false), Value(0));
        assert_eq!(apply(&mut [], &[], Modifier::Cut(1), false), Value(0));
    }
}

//! Direct encounter (C.07 2023 Art. 6) among a group of tied players.
//!
//! The value is a position inside the group: 0 when the group cannot be separated at all (or the
//! player is not tied), otherwise 1, 2, ... (lower is better, equal positions stay shared).

use super::unplayed::{round_kind, RoundKind};
use super::Context;
use crate::model::PlayerId;
use std::collections::BTreeMap;

/// Scale for averaging several games against the same opponent exactly (6.1.2).
const SCALE: i64 = 2520;

/// Result for one group: a position per player (same order as the input) and a description.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub positions: Vec<u32>,
    pub notes: Vec<String>,
}

struct Line {
    /// Points against the others in the subgroup (x SCALE).
    val: i64,
    /// Highest reachable if the missing games were won (6.3).
    max: i64,
    met: usize,
}

/// Positions of `group` by direct encounter after round `ctx.k`.
/// 6.1.1: only games played over the board count (forfeits too with `forfeits_played` or in a
/// round robin); 6.1.2: several games between the same players count as their average;
/// 6.2: when all tied players met, their own standings decide, applied again to each subgroup
/// still tied; 6.3 (Swiss, not all met): a player takes the next place only if no one else could
/// reach his score whatever the results of the missing games.
pub fn direct_encounter(ctx: &Context, group: &[PlayerId], forfeits_played: bool) -> Outcome {
    let n = group.len();
    let mut pos = vec![0i64; n];
    let mut notes = vec![String::new(); n];
    if n < 2 {
        return Outcome { positions: vec![0; n], notes };
    }
    let fp = forfeits_played || ctx.opts.round_robin;
    let win = ctx.t.points.win.0 as i64 * SCALE;
    let mut work: Vec<Vec<usize>> = vec![(0..n).collect()];
    let mut first_pass = true;
    while let Some(sub) = work.pop() {
        if sub.len() < 2 {
            continue;
        }
        let mut member = vec![false; ctx.t.players.len() + 1];
        for &i in &sub {
            if let Some(m) = member.get_mut(group[i] as usize) {
                *m = true;
            }
        }
        let lines: Vec<Line> = sub.iter().map(|&i| line(ctx, group[i], &member, sub.len(), fp, win)).collect();
        let all_met = ctx.opts.round_robin || lines.iter().all(|l| l.met + 1 == sub.len());
        if first_pass {
            for (j, &i) in sub.iter().enumerate() {
                let l = &lines[j];
                notes[i] = format!(
                    "{} against the {} other tied players in {} of {} encounters{}",
                    fmt_points(l.val),
                    sub.len() - 1,
                    l.met,
                    sub.len() - 1,
                    if all_met { String::new() } else { format!(", at most {} (C.07 6.3)", fmt_points(l.max)) }
                );
            }
            first_pass = false;
        }
        let base = pos[sub[0]];
        let mut order: Vec<usize> = (0..sub.len()).collect();
        crate::sort::by_key(&mut order, |&j| (-lines[j].val, if all_met { 0 } else { -lines[j].max }, group[sub[j]]));
        let mut changes = 0;
        let mut cur = base;
        let mut unique = true;
        // Highest reachable score among the players from each position down (6.3).
        let mut rest_max = vec![i64::MIN; order.len() + 1];
        for r in (0..order.len()).rev() {
            rest_max[r] = rest_max[r + 1].max(lines[order[r]].max);
        }
        for (rank, &j) in order.iter().enumerate().skip(1) {
            let prev = &lines[order[rank - 1]];
            if all_met {
                // 6.2: the separate standings of the tied players.
                if lines[j].val != prev.val {
                    cur = base + rank as i64;
                    changes += 1;
                }
            } else {
                // 6.3: the player above is placed only if nobody below can still reach him.
                if unique && prev.val > rest_max[rank] {
                    cur = base + rank as i64;
                    changes += 1;
                } else {
                    unique = false;
                }
            }
            pos[sub[j]] = cur;
        }
        if changes > 0 {
            let mut by_pos: BTreeMap<i64, Vec<usize>> = BTreeMap::new();
            for &i in &sub {
                by_pos.entry(pos[i]).or_default().push(i);
            }
            work.extend(by_pos.into_values().filter(|v| v.len() > 1));
        }
    }
    let min = *pos.iter().min().unwrap_or(&0);
    let max = *pos.iter().max().unwrap_or(&0);
    let positions = if min == max { vec![0; n] } else { pos.iter().map(|&p| (p - min + 1) as u32).collect() };
    Outcome { positions, notes }
}

fn fmt_points(v: i64) -> String {
    let tenths = v as f64 / SCALE as f64 / 10.0;
    format!("{tenths}")
}

fn line(ctx: &Context, id: PlayerId, member: &[bool], size: usize, fp: bool, win: i64) -> Line {
    let mut per_opp: BTreeMap<PlayerId, (i64, i64)> = BTreeMap::new();
    for r in 1..=ctx.k {
        if let RoundKind::Game { opponent, points, .. } = round_kind(ctx.t, id, r, fp) {
            if member.get(opponent as usize).copied().unwrap_or(false) {
                let e = per_opp.entry(opponent).or_default();
                e.0 += points.0 as i64;
                e.1 += 1;
            }
        }
    }
    let val: i64 = per_opp.values().map(|&(s, c)| s * SCALE / c).sum();
    let met = per_opp.len();
    let missing = (size - 1).saturating_sub(met) as i64;
    Line { val, max: val + missing * win, met }
}

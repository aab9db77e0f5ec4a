//! The Dubov trace (C.04.4.1): the PAB (B.0), then per scoregroup the upfloaters (B.1–B.2,
//! D.1), the subgroups G1/G2 (B.3) with the shifters (B.4, D.2), the pairs (B.5–B.6, D.3),
//! each bracket checked against the literal procedure; colours E.0–E.4. The pairs are the
//! engine's (`dubov::pair_traced`).

use super::*;
use crate::dubov::colour::Strength;
use crate::dubov::{literal, shifters, Ctx};
use crate::model::Colour;

/// Also returns the engine's pairing (boards in pairing order).
pub fn trace(t: &Tournament, round: u32) -> Result<(DubovTrace, RoundPairing), PairError> {
    let mut brackets = Vec::new();
    let mut ctx_seen: Option<Ctx> = None;
    let pairing = crate::dubov::pair_traced(t, round, &mut |ctx, tr| {
        brackets.push(bracket(ctx, tr));
        if ctx_seen.is_none() {
            ctx_seen = Some(ctx.clone());
        }
    })?;
    let ctx = match ctx_seen {
        Some(c) => c,
        None => Ctx::new(t, round)?,
    };
    let players = (0..ctx.n).map(|i| player_state(&ctx, i)).collect();
    let not_paired = t.players.iter().map(|p| p.id).filter(|id| !ctx.ids.contains(id)).collect();
    let bye_reason = match pairing.bye {
        Some(id) => format!("B.0: {id} is the eligible player (C.2) with the lowest score, then most games played, then lowest ranking, whose absence leaves the rest pairable (C.4)"),
        None => "even number of players: no bye".into(),
    };
    let colours = pairing.boards.iter().map(|b| colour_step(&ctx, b.white, b.black)).collect();
    Ok((DubovTrace { players, not_paired, bye: pairing.bye, bye_reason, brackets, colours }, pairing))
}

fn player_state(ctx: &Ctx, i: usize) -> PlayerState {
    let p = ctx.pref[i];
    let letter = if p.colour == Colour::White { "W" } else { "B" };
    let (preference, strength) = if ctx.games[i] == 0 {
        (String::new(), "none")
    } else if p.is_absolute() {
        (letter.to_string(), "absolute")
    } else if p.strength == Strength::Mild {
        (letter.to_lowercase(), "mild")
    } else {
        (format!("{letter}{}", letter.to_lowercase()), "strong")
    };
    PlayerState {
        id: ctx.ids[i],
        score: ctx.score[i].as_f64(),
        colours: ctx.hist[i].iter().map(|c| c.letter()).collect(),
        preference,
        strength: strength.into(),
        float_prev: if ctx.floated_prev[i] { "up".into() } else { String::new() },
        float_prev2: String::new(),
        can_bye: ctx.bye_ok[i],
        topscorer: false,
    }
}

fn bracket(ctx: &Ctx, tr: &crate::dubov::BracketTrace) -> DubovBracket {
    let id = |i: usize| ctx.ids[i];
    let mut all = tr.residents.clone();
    all.extend(&tr.upfloaters);
    all.sort_unstable();
    // B.3: G1 = white seekers, G2 = the others
    let (g1, g2, _) = shifters::groups(ctx, &all);
    // B.4: a pair inside one group means one of its players was shifted to the other group
    let shifted: Vec<PlayerId> = tr.pairs.iter().filter(|(a, b)| g1.contains(a) == g1.contains(b)).map(|&(a, b)| id(a.max(b))).collect();
    let pairs = tr.pairs.iter().map(|&(a, b)| if g1.contains(&b) && !g1.contains(&a) { (id(b), id(a)) } else { (id(a), id(b)) }).collect();
    let check = match literal::pair_bracket(ctx, &tr.residents, &tr.lower, &literal::Limits::default()) {
        None => "too large for the literal procedure".to_string(),
        Some(l) if l.upfloaters == tr.upfloaters && l.pairs == tr.pairs => "the literal procedure (D.1 sets, D.2 shifters, D.3 transpositions) gives the same pairing".into(),
        Some(_) => "the literal procedure differs from the engine here".into(),
    };
    DubovBracket {
        score: tr.residents.first().map_or(0.0, |&i| ctx.score[i].as_f64()),
        residents: tr.residents.iter().map(|&i| id(i)).collect(),
        upfloaters: tr.upfloaters.iter().map(|&i| id(i)).collect(),
        upfloater_sets_tried: sets_before(ctx, &tr.lower, &tr.upfloaters).iter().map(|set| set.iter().map(|&i| id(i)).collect()).collect(),
        s1: g1.iter().map(|&i| id(i)).collect(),
        s2: g2.iter().map(|&i| id(i)).collect(),
        shifters: shifted,
        pairs,
        check,
    }
}

/// Upfloater sets of the chosen size in D.1 order (sequence numbers by score then ranking,
/// D.1.a; containers by the scores they bring, highest first, D.1.b; sets in a container
/// lexicographically), up to the chosen one; at most 20, from the first 5000 sets.
fn sets_before(ctx: &Ctx, lower: &[usize], chosen: &[usize]) -> Vec<Vec<usize>> {
    let mut seq = lower.to_vec();
    seq.sort_by(|&x, &y| ctx.score[y].cmp(&ctx.score[x]).then(x.cmp(&y)));
    let mut sets = Vec::new();
    combinations(&seq, chosen.len(), &mut Vec::new(), 0, &mut sets);
    let key = |s: &Vec<usize>| {
        let mut v: Vec<i32> = s.iter().map(|&x| ctx.score[x].0).collect();
        v.sort_unstable();
        std::cmp::Reverse(v)
    };
    sets.sort_by_key(key);
    let mut want = chosen.to_vec();
    want.sort_unstable();
    let mut out = Vec::new();
    for set in sets {
        let mut sorted = set.clone();
        sorted.sort_unstable();
        out.push(set);
        if sorted == want || out.len() >= 20 {
            break;
        }
    }
    out
}

fn combinations(seq: &[usize], k: usize, cur: &mut Vec<usize>, start: usize, out: &mut Vec<Vec<usize>>) {
    if cur.len() == k {
        out.push(cur.clone());
        return;
    }
    for i in start..seq.len() {
        if out.len() >= 5000 {
            return;
        }
        cur.push(seq[i]);
        combinations(seq, k, cur, i + 1, out);
        cur.pop();
    }
}

/// Which of E.0–E.4 decides the pair (the same order as `dubov::allocation`).
fn colour_step(ctx: &Ctx, white: PlayerId, black: PlayerId) -> ColourStep {
    let idx = |id: PlayerId| ctx.ids.iter().position(|&x| x == id).unwrap_or(0);
    let (a, b) = (idx(white), idx(black));
    let (rule, reason) = if ctx.games[a] == 0 && ctx.games[b] == 0 {
        ("E.0", "neither has played: by the higher-ranked player's pairing number and the initial colour")
    } else if ctx.pref[a].colour != ctx.pref[b].colour {
        ("E.1", "both colour preferences granted")
    } else if ctx.pref[a].strength != ctx.pref[b].strength {
        ("E.2", "the stronger colour preference granted")
    } else if ctx.hist[a].iter().rev().zip(ctx.hist[b].iter().rev()).any(|(x, y)| x != y) {
        ("E.3", "colours alternated with respect to the most recent round in which they differed")
    } else {
        ("E.4", "the preference of the higher-ranked player granted")
    };
    ColourStep { white, black, rule: rule.into(), reason: reason.into() }
}

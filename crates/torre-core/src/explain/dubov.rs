//! The Dubov trace (C.04.4.1): the PAB (B.0), then per scoregroup the upfloaters (B.1–B.2,
//! D.1), the subgroups G1/G2 (B.3) with the shifters (B.4, D.2), the pairs (B.5–B.6, D.3),
//! each bracket checked against the literal procedure; colours E.0–E.4. The pairs are the
//! engine's (`dubov::pair_traced`). The article names are the 2018 ones; under the 2026
//! text every sentence is translated to its numbers (`dubov::articles`).

use super::*;
use crate::absolute::Breach;
use crate::dubov::colour::Strength;
use crate::dubov::{articles, criteria, literal, shifters, upfloaters, Ctx};
use crate::model::{Colour, DubovEdition};
use crate::score::Score;

/// C.5–C.10 failure values of a bracket pairing, as the engine compares them
/// (`dubov::criteria::Failures`: lexicographic, C.5 first, smaller is better).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DubovFailures {
    /// C.5: number of upfloaters.
    pub c5: usize,
    /// C.6: the upfloaters' scores, lowest first (the higher the lowest one, the better).
    pub c6: Vec<f64>,
    /// C.7: players who do not get their colour preference.
    pub c7: usize,
    /// C.8: maximum upfloaters (A.7) among the upfloaters (0 in the last round).
    pub c8: usize,
    /// C.9: times those maximum upfloaters have been upfloated.
    pub c9: u32,
    /// C.10: upfloaters who upfloated in the previous round.
    pub c10: usize,
}

/// One set of upfloaters examined for a bracket (B.2, D.1 order).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetTrial {
    /// 1-based position in D.1 order among the sets of this size.
    pub number: u64,
    /// The upfloaters in D.1 sequence order, with their scores (the container, D.1.b).
    pub upfloaters: Vec<PlayerId>,
    pub scores: Vec<f64>,
    /// The best values any pairing of residents + this set reaches; `None` when illegal.
    pub failures: Option<DubovFailures>,
    /// "C.4: ..." or "C.1/C.3: ..." when the set cannot be used.
    pub illegal: Option<String>,
    /// The same, as data (an app words it in its own language).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breach: Option<Breach>,
    /// Illegal, BestSoFar (better than every earlier set), Discarded (not better) or
    /// ChosenBest (the engine's set: the first with the best values, B.2).
    pub fate: Fate,
}

/// One B.4 step: players shifted from one subgroup to the other (D.2 order).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShifterStep {
    /// "B.4 (1)": pairs inside the smaller subgroup are unavoidable; "B.4 (2)": equalise sizes.
    pub rule: String,
    /// The pool moves from G1 to G2 (else from G2 to G1).
    pub from_g1: bool,
    /// The pool in D.2 sequence order (#1 first).
    pub pool: Vec<PlayerId>,
    /// How many must be shifted.
    pub needed: usize,
    pub shifted: Vec<PlayerId>,
    /// Tried in D.2 order and rejected: with them shifted no legal pairing (best for C.7) exists.
    pub rejected: Vec<PlayerId>,
}

/// Transpositions of G2 (D.3) tried for B.6: a rejected group (every transposition that starts
/// with `t2`) or the chosen one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TranspositionTrial {
    /// 1-based position in D.3 order of the first transposition of the group.
    pub number: u64,
    /// How many transpositions the group holds (1 for the chosen one).
    pub count: u64,
    /// The first players of T2 (the whole T2 for the chosen one).
    pub t2: Vec<PlayerId>,
    /// The pairs S1[i]-T2[i] they give.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    pub illegal: Option<String>,
    /// The same, as data (an app words it in its own language).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breach: Option<Breach>,
    /// Illegal, or Perfect for the chosen one (the first legal, B.6).
    pub fate: Fate,
}

/// What the literal procedure (`dubov::literal`) says of a bracket's pairing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LiteralCheck {
    /// It gives the same pairing (D.1 sets, D.2 shifters, D.3 transpositions).
    Same,
    /// It differs from the engine here.
    Differs,
    /// The bracket is too large for it.
    TooLarge,
    /// The set values listed differ from the engine's choice.
    SetsDiffer,
    /// The shifters and transpositions could not be reproduced.
    NotReproduced,
    /// Not recorded (older traces).
    #[default]
    Unknown,
}

/// Also returns the engine's pairing (boards in pairing order).
pub fn trace(t: &Tournament, round: u32, edition: DubovEdition) -> Result<(DubovTrace, RoundPairing), PairError> {
    let mut brackets = Vec::new();
    let mut ctx_seen: Option<Ctx> = None;
    let pairing = crate::dubov::pair_traced(t, round, edition, &mut |ctx, tr| {
        brackets.push(bracket(t, round, ctx, tr));
        if ctx_seen.is_none() {
            ctx_seen = Some(ctx.clone());
        }
    })?;
    let ctx = match ctx_seen {
        Some(c) => c,
        None => Ctx::new(t, round, edition)?,
    };
    let players = (0..ctx.n).map(|i| player_state(&ctx, i)).collect();
    let not_paired = t.players.iter().map(|p| p.id).filter(|id| !ctx.ids.contains(id)).collect();
    let bye_reason = match pairing.bye {
        Some(id) => {
            // C.2 cites the Basic Rules of its edition (2017 C.04.1.d, 2026 Art. 4)
            let (eligible, last) = match edition {
                DubovEdition::E2018 => ("no earlier PAB or forfeit win, C.2", "lowest in the initial ranking"),
                DubovEdition::E2026 => ("no earlier PAB nor any round scored as a win without playing, C.2", "largest TPN"),
            };
            format!("B.0: {id} is the eligible player ({eligible}) with the lowest score, then most games played, then {last}, whose absence leaves the rest pairable (C.4)")
        }
        None => "even number of players: no bye".into(),
    };
    let colours = pairing.boards.iter().map(|b| colour_step(&ctx, b.white, b.black)).collect();
    let mut trace = DubovTrace { edition, players, not_paired, bye: pairing.bye, bye_reason, brackets, colours };
    cite_articles(&mut trace);
    Ok((trace, pairing))
}

/// Every sentence of the trace with the article names of its edition.
fn cite_articles(d: &mut DubovTrace) {
    let e = d.edition;
    let cite = |s: &mut String| *s = articles::rewrite(e, s);
    cite(&mut d.bye_reason);
    for b in &mut d.brackets {
        cite(&mut b.check);
        b.sets.iter_mut().filter_map(|x| x.illegal.as_mut()).for_each(cite);
        b.shifter_steps.iter_mut().for_each(|x| cite(&mut x.rule));
        b.transpositions.iter_mut().filter_map(|x| x.illegal.as_mut()).for_each(cite);
    }
    for c in &mut d.colours {
        cite(&mut c.rule);
        cite(&mut c.reason);
    }
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

fn bracket(t: &Tournament, round: u32, ctx: &Ctx, tr: &crate::dubov::BracketTrace) -> DubovBracket {
    let id = |i: usize| ctx.ids[i];
    let ids = |v: &[usize]| v.iter().map(|&i| ctx.ids[i]).collect::<Vec<PlayerId>>();
    let mut all = tr.residents.clone();
    all.extend(&tr.upfloaters);
    crate::sort::ascending(&mut all);
    // B.3: G1 = white seekers, G2 = the others
    let (g1, g2, all_unplayed) = shifters::groups(ctx, &all);
    // B.4-B.6 by the engine's own code: pairs (S1[i], T2[i]) in S1 order
    let engine = shifters::pair_bracket(ctx, &all).ok();
    let same_as_traced = engine.as_ref().is_some_and(|p| {
        let mut v: Vec<(usize, usize)> = p.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        crate::sort::ascending(&mut v);
        v == tr.pairs
    });
    let pairs = tr.pairs.iter().map(|&(a, b)| if g1.contains(&b) && !g1.contains(&a) { (id(b), id(a)) } else { (id(a), id(b)) }).collect();
    let (mut check, mut lit) = match literal::pair_bracket(ctx, &tr.residents, &tr.lower, &literal::Limits::default()) {
        None => ("too large for the literal procedure".to_string(), LiteralCheck::TooLarge),
        Some(l) if l.upfloaters == tr.upfloaters && l.pairs == tr.pairs => ("the literal procedure (D.1 sets, D.2 shifters, D.3 transpositions) gives the same pairing".into(), LiteralCheck::Same),
        Some(_) => ("the literal procedure differs from the engine here".into(), LiteralCheck::Differs),
    };
    let (sets, sets_omitted, sets_agree) = set_trials(ctx, &tr.residents, &tr.lower, &tr.upfloaters);
    if !sets_agree {
        check.push_str("; the set values listed differ from the engine's choice");
        lit = LiteralCheck::SetsDiffer;
    }
    let mut out = DubovBracket {
        score: tr.residents.first().map_or(0.0, |&i| ctx.score[i].as_f64()),
        residents: ids(&tr.residents),
        upfloaters: ids(&tr.upfloaters),
        upfloater_sets_tried: sets_before(ctx, &tr.lower, &tr.upfloaters).iter().map(|set| ids(set)).collect(),
        s1: ids(&g1),
        s2: ids(&g2),
        shifters: Vec::new(),
        pairs,
        check,
        literal: lit,
        sets,
        sets_omitted,
        shifter_steps: Vec::new(),
        s1_sorted: Vec::new(),
        s1_aro: Vec::new(),
        g2_sorted: Vec::new(),
        transpositions: Vec::new(),
        transpositions_omitted: 0,
        failures: None,
    };
    let Some(engine) = engine.filter(|_| same_as_traced) else {
        out.check.push_str("; the shifters and transpositions could not be reproduced");
        out.literal = LiteralCheck::NotReproduced;
        return out;
    };
    let new_g1: Vec<usize> = engine.iter().map(|p| p.0).collect();
    let t2: Vec<usize> = engine.iter().map(|p| p.1).collect();
    // B.4: A = the smaller subgroup (G1 if equal), B = the other
    let a_is_g1 = g1.len() <= g2.len();
    let (a, b) = if a_is_g1 { (&g1, &g2) } else { (&g2, &g1) };
    let moved = |grp: &[usize], to_g1: bool| -> Vec<usize> { grp.iter().copied().filter(|i| new_g1.contains(i) == to_g1).collect() };
    let steps = [("B.4 (1)", a, a_is_g1, moved(a, !a_is_g1)), ("B.4 (2)", b, !a_is_g1, moved(b, a_is_g1))];
    for (rule, grp, from_g1, shifted) in steps {
        // D.2: the pool's sequence numbers; the engine keeps a player whenever a legal
        // pairing remains, so those before the last one kept and not kept were rejected
        let pool = shifters::d2_order(ctx, grp, from_g1 && !all_unplayed);
        let last = pool.iter().rposition(|i| shifted.contains(i));
        let rejected: Vec<usize> = last.map(|l| pool[..l].iter().copied().filter(|i| !shifted.contains(i)).collect()).unwrap_or_default();
        let needed = shifted.len();
        if needed > 0 || rule == "B.4 (2)" {
            let mut order = shifted.clone();
            crate::sort::by_key(&mut order, |i| pool.iter().position(|x| x == i));
            out.shifters.extend(ids(&order));
            out.shifter_steps.push(ShifterStep { rule: rule.into(), from_g1, pool: ids(&pool), needed, shifted: ids(&order), rejected: ids(&rejected) });
        }
    }
    // B.5 S1, D.3 transpositions of G2 (initial ranking), B.6 the first legal one
    let mut g2_sorted = t2.clone();
    crate::sort::ascending(&mut g2_sorted);
    let (transpositions, omitted) = transposition_trials(t, round, ctx, &new_g1, &t2, &g2_sorted);
    out.s1_aro = new_g1.iter().map(|&i| ctx.aro[i]).collect();
    out.s1_sorted = ids(&new_g1);
    out.g2_sorted = ids(&g2_sorted);
    out.transpositions = transpositions;
    out.transpositions_omitted = omitted;
    out.failures = Some(from_engine(&criteria::failures(ctx, &tr.upfloaters, criteria::colour_failures(ctx, &engine))));
    out
}

fn from_engine(f: &criteria::Failures) -> DubovFailures {
    DubovFailures { c5: f.c5, c6: f.c6.iter().map(|&x| Score(-x).as_f64()).collect(), c7: f.c7, c8: f.c8, c9: f.c9, c10: f.c10 }
}

/// Why two players may not meet: C.3 (same absolute colour), C.1 (already played) or a
/// pair the arbiter forbade.
fn illegal_pair(t: &Tournament, round: u32, ctx: &Ctx, x: usize, y: usize) -> Breach {
    let (a, b) = (ctx.ids[x], ctx.ids[y]);
    if ctx.pref[x].is_absolute() && ctx.pref[y].is_absolute() && ctx.pref[x].colour == ctx.pref[y].colour {
        return Breach::SameColour { a, b, colour: Some(ctx.pref[x].colour) };
    }
    let met = t.player(a).is_some_and(|p| (1..round).any(|r| matches!(p.round(r), crate::model::RoundEntry::Game { opponent, result, .. } if opponent == b && result.is_played())));
    if met {
        Breach::Met { a, b }
    } else {
        Breach::Forbidden { a, b }
    }
}

const MAX_SETS: usize = 20;
const MAX_TRANSPOSITIONS: usize = 40;

/// B.2: the sets of the chosen size in D.1 order up to the chosen one, each judged with the
/// engine's own tests and values (`shifters::min_colour_failures` for the best C.7 of the
/// bracket, `upfloaters::rest_matching` for C.4, `criteria::failures`). Also returns how many
/// were not listed and whether the values confirm the engine's choice (no legal set before
/// it is better).
fn set_trials(ctx: &Ctx, residents: &[usize], lower: &[usize], chosen: &[usize]) -> (Vec<SetTrial>, u64, bool) {
    if chosen.is_empty() {
        return (Vec::new(), 0, true);
    }
    let ordered = ordered_sets(ctx, lower, chosen.len());
    let mut want = chosen.to_vec();
    crate::sort::ascending(&mut want);
    let is_chosen = |s: &Vec<usize>| {
        let mut v = s.clone();
        crate::sort::ascending(&mut v);
        v == want
    };
    let at = ordered.iter().position(is_chosen);
    // the listed sets: the first ones, then the chosen one
    let mut listed: Vec<(u64, Vec<usize>)> = match at {
        Some(k) if k < MAX_SETS => ordered[..=k].iter().enumerate().map(|(n, s)| (n as u64 + 1, s.clone())).collect(),
        _ => ordered.iter().take(MAX_SETS - 1).enumerate().map(|(n, s)| (n as u64 + 1, s.clone())).collect(),
    };
    let omitted = match at {
        Some(k) if k >= MAX_SETS => {
            listed.push((k as u64 + 1, ordered[k].clone()));
            (k + 1 - MAX_SETS) as u64
        }
        None => {
            let mut seq = chosen.to_vec();
            crate::sort::by(&mut seq, &|&x, &y| ctx.score[y].cmp(&ctx.score[x]).then(x.cmp(&y)));
            listed.push((0, seq));
            0
        }
        _ => 0,
    };
    let mut best: Option<criteria::Failures> = None;
    let mut out = Vec::new();
    let mut agree = true;
    let mut chosen_f = None;
    for (number, set) in listed {
        let mut bracket = residents.to_vec();
        bracket.extend_from_slice(&set);
        let rest: Vec<usize> = lower.iter().copied().filter(|i| !set.contains(i)).collect();
        // the engine's order of tests: the bracket's pairing (C.1, C.3), then the rest (C.4)
        let (f, breach) = match shifters::min_colour_failures(ctx, &bracket) {
            None => (None, Some(Breach::NoBracketPairing)),
            Some(c7) => match upfloaters::rest_matching(ctx, &rest, &[]) {
                None => (None, Some(Breach::Completion)),
                Some(_) => (Some(criteria::failures(ctx, &set, c7)), None),
            },
        };
        let fate = if is_chosen(&set) {
            chosen_f = f.clone();
            if f.is_none() {
                agree = false;
            }
            Fate::ChosenBest
        } else {
            match &f {
                None => Fate::Illegal,
                Some(x) if best.as_ref().is_none_or(|b| x < b) => {
                    best = Some(x.clone());
                    Fate::BestSoFar
                }
                Some(_) => Fate::Discarded,
            }
        };
        out.push(SetTrial {
            number,
            upfloaters: set.iter().map(|&i| ctx.ids[i]).collect(),
            scores: set.iter().map(|&i| ctx.score[i].as_f64()).collect(),
            failures: f.as_ref().map(from_engine),
            illegal: breach.as_ref().map(|b| b.to_string()),
            breach,
            fate,
        });
    }
    // B.2: the chosen set is the first with the best values: no earlier one is at least as good
    if let (Some(c), Some(b)) = (&chosen_f, &best) {
        if b <= c {
            agree = false;
        }
    }
    (out, omitted, agree)
}

/// The sets of `k` upfloaters in D.1 order (at most the first 5000 by sequence numbers,
/// then sorted by container).
fn ordered_sets(ctx: &Ctx, lower: &[usize], k: usize) -> Vec<Vec<usize>> {
    let mut seq = lower.to_vec();
    crate::sort::by(&mut seq, &|&x, &y| ctx.score[y].cmp(&ctx.score[x]).then(x.cmp(&y)));
    let mut sets = Vec::new();
    combinations(&seq, k, &mut Vec::new(), 0, &mut sets);
    crate::sort::by_cached_key(&mut sets, |s| {
        let scores: Vec<Score> = s.iter().map(|&x| ctx.score[x]).collect();
        criteria::c6_key(&scores)
    });
    sets
}

fn factorial(n: usize) -> u64 {
    (1..=n as u64).fold(1u64, |a, x| a.saturating_mul(x))
}

/// B.6 / D.3: the engine takes, position by position, the first G2 player (initial ranking)
/// who can meet S1[i] and still leave a legal pairing of the rest; so every transposition
/// that starts with an earlier player at that position is rejected: either that pair is
/// illegal (C.1, C.3), or no legal pairing of the rest follows it.
fn transposition_trials(t: &Tournament, round: u32, ctx: &Ctx, s1: &[usize], t2: &[usize], g2_sorted: &[usize]) -> (Vec<TranspositionTrial>, u64) {
    let m = t2.len();
    let mut out = Vec::new();
    let mut omitted = 0u64;
    let mut free: Vec<usize> = g2_sorted.to_vec();
    let mut base = 0u64; // transpositions before the current prefix
    let pair_ids = |n: usize, last: usize| -> Vec<(PlayerId, PlayerId)> {
        let mut v: Vec<(PlayerId, PlayerId)> = (0..n).map(|j| (ctx.ids[s1[j]], ctx.ids[t2[j]])).collect();
        v.push((ctx.ids[s1[n]], ctx.ids[last]));
        v
    };
    for i in 0..m {
        let block = factorial(m - 1 - i);
        let r = free.iter().position(|&x| x == t2[i]).unwrap_or(0);
        for (rank, &cand) in free[..r].iter().enumerate() {
            if out.len() >= MAX_TRANSPOSITIONS {
                omitted += 1;
                continue;
            }
            let reason = if ctx.compatible(s1[i], cand) {
                Breach::NoPairingAfter { a: ctx.ids[s1[i]], b: ctx.ids[cand] }
            } else {
                illegal_pair(t, round, ctx, s1[i], cand)
            };
            let mut prefix: Vec<PlayerId> = t2[..i].iter().map(|&x| ctx.ids[x]).collect();
            prefix.push(ctx.ids[cand]);
            out.push(TranspositionTrial {
                number: base.saturating_add((rank as u64).saturating_mul(block)).saturating_add(1),
                count: block,
                t2: prefix,
                pairs: pair_ids(i, cand),
                illegal: Some(reason.to_string()),
                breach: Some(reason),
                fate: Fate::Illegal,
            });
        }
        base = base.saturating_add((r as u64).saturating_mul(block));
        free.remove(r);
    }
    out.push(TranspositionTrial {
        number: base.saturating_add(1),
        count: 1,
        t2: t2.iter().map(|&x| ctx.ids[x]).collect(),
        pairs: s1.iter().zip(t2).map(|(&a, &b)| (ctx.ids[a], ctx.ids[b])).collect(),
        illegal: None,
        breach: None,
        fate: Fate::Perfect,
    });
    (out, omitted)
}

/// Upfloater sets of the chosen size in D.1 order (sequence numbers by score then ranking,
/// D.1.a; containers by the scores they bring, highest first, D.1.b; sets in a container
/// lexicographically), up to the chosen one; at most 20, from the first 5000 sets.
fn sets_before(ctx: &Ctx, lower: &[usize], chosen: &[usize]) -> Vec<Vec<usize>> {
    let mut seq = lower.to_vec();
    crate::sort::by(&mut seq, &|&x, &y| ctx.score[y].cmp(&ctx.score[x]).then(x.cmp(&y)));
    let mut sets = Vec::new();
    combinations(&seq, chosen.len(), &mut Vec::new(), 0, &mut sets);
    let key = |s: &Vec<usize>| {
        let mut v: Vec<i32> = s.iter().map(|&x| ctx.score[x].0).collect();
        crate::sort::ascending(&mut v);
        std::cmp::Reverse(v)
    };
    crate::sort::by_key(&mut sets, key);
    let mut want = chosen.to_vec();
    crate::sort::ascending(&mut want);
    let mut out = Vec::new();
    for set in sets {
        let mut sorted = set.clone();
        crate::sort::ascending(&mut sorted);
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
    let (rule, reason, basis) = if ctx.games[a] == 0 && ctx.games[b] == 0 {
        ("E.0", "neither has played: by the higher-ranked player's pairing number and the initial colour", ColourBasis::NeitherPlayed)
    } else if ctx.pref[a].colour != ctx.pref[b].colour {
        ("E.1", "both colour preferences granted", ColourBasis::BothGranted)
    } else if ctx.pref[a].strength != ctx.pref[b].strength {
        ("E.2", "the stronger colour preference granted", ColourBasis::StrongerGranted)
    } else if ctx.hist[a].iter().rev().zip(ctx.hist[b].iter().rev()).any(|(x, y)| x != y) {
        ("E.3", "colours alternated with respect to the most recent round in which they differed", ColourBasis::Alternated)
    } else {
        ("E.4", "the preference of the higher-ranked player granted", ColourBasis::HigherPreference)
    };
    let higher = ctx.ids[crate::dubov::allocation::by_rank(ctx, a, b).0];
    ColourStep { white, black, rule: rule.into(), reason: reason.into(), basis, higher }
}

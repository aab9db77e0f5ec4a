//! The Burstein (C.04.4.2, 2026) trace: in a seeding round the Dutch trace (Art. 1.6), after
//! them the Index of every player (1.7-1.8), the bye (3.1), each bracket in BSN order (4.1)
//! with its pairs and outgoing floaters (3.2, 4.3) and, for brackets the literal reading can
//! weigh, where that pairing stands in the order of 4.3; the colour rule of every pair (5.2).

use super::{BursteinBracket, BursteinOrder, BursteinPlayer, BursteinTrace, ColourBasis, ColourRuleStep};
use crate::burstein::bracket::BracketPairing;
use crate::burstein::{allocation, literal, Ctx};
use crate::dutch::colour::Strength;
use crate::model::*;
use crate::round::{PairError, RoundPairing};

pub fn trace(t: &Tournament, round: u32) -> Result<(BursteinTrace, RoundPairing), PairError> {
    let mut brackets = Vec::new();
    let mut ctx_seen: Option<Ctx> = None;
    let pairing = crate::burstein::pair_traced(t, round, &mut |ctx, tr| {
        let id = |v: &[usize]| v.iter().map(|&i| ctx.ids[i]).collect::<Vec<_>>();
        let ids = |v: &[(usize, usize)]| v.iter().map(|&(a, b)| (ctx.ids[a], ctx.ids[b])).collect::<Vec<_>>();
        let chosen = BracketPairing { pairs: tr.pairs.clone(), floaters: tr.floaters.clone() };
        // (a bracket that pairs nobody has that one pairing: its order says nothing)
        let weighed = if tr.pairs.is_empty() { None } else { literal::order(ctx, &tr.players, &tr.lower, &chosen, &literal::Limits::default()) };
        let order = weighed.map(|o| BursteinOrder {
            place: o.place,
            first_pairs: ids(&o.first.pairs),
            first_floaters: id(&o.first.floaters),
            worse_on: o.worse_on.map(String::from),
        });
        brackets.push(BursteinBracket { bsn: id(&tr.players), pairs: ids(&tr.pairs), floaters: id(&tr.floaters), order });
        if ctx_seen.is_none() {
            ctx_seen = Some(ctx.clone());
        }
    })?;
    let ctx = match ctx_seen {
        Some(c) => c,
        None => Ctx::new(t, round)?,
    };
    let mut order: Vec<usize> = (0..ctx.n).collect();
    ctx.rank_sort(&mut order);
    let players = order.iter().map(|&i| player(&ctx, i)).collect();
    let bye_reason = match pairing.bye {
        Some(id) => format!("3.1: {id} may receive it ([C2]), leaves the others pairable ([C4]) and has the lowest score, then the most games played, then the lowest ranking (1.8)"),
        None => "even number of players: no bye".into(),
    };
    let local = |id: PlayerId| ctx.ids.iter().position(|&x| x == id);
    let colours = pairing
        .boards
        .iter()
        .filter_map(|b| {
            let (w, bl) = (local(b.white)?, local(b.black)?);
            let (_, rule) = allocation::allocate(&ctx, w, bl);
            let higher = ctx.ids[allocation::higher_ranked(&ctx, w, bl)];
            let (reason, basis) = colour_reason(rule);
            Some(ColourRuleStep { white: b.white, black: b.black, article: rule.article().into(), higher, reason: reason.into(), basis })
        })
        .collect();
    Ok((BursteinTrace { players, bye: pairing.bye, bye_reason, brackets, colours }, pairing))
}

/// What a colour article of 5.2 does: in words, and as the basis an app translates.
fn colour_reason(rule: allocation::Rule) -> (&'static str, ColourBasis) {
    use allocation::Rule::*;
    match rule {
        R521 => ("neither has played: by the pairing number of the higher-ranked player and the initial colour", ColourBasis::NeitherPlayed),
        R522 => ("both colour preferences granted", ColourBasis::BothGranted),
        R523 => ("the stronger colour preference granted", ColourBasis::StrongerGranted),
        R524 => ("colours alternated with respect to the most recent round in which they differed", ColourBasis::Alternated),
        R525 => ("the preference of the higher-ranked player granted", ColourBasis::HigherPreference),
    }
}

fn player(ctx: &Ctx, i: usize) -> BursteinPlayer {
    let p = ctx.pref[i];
    let letter = match p.colour {
        Some(Colour::White) => "W",
        Some(Colour::Black) => "B",
        None => "",
    };
    let preference = match p.strength {
        Strength::Absolute => letter.to_string(),
        Strength::Strong => format!("{letter}{}", letter.to_lowercase()),
        Strength::Mild => letter.to_lowercase(),
        Strength::None => String::new(),
    };
    let ix = ctx.index[i];
    BursteinPlayer {
        id: ctx.ids[i],
        score: ctx.score[i].as_f64(),
        buchholz: ix.buchholz as f64 / 10.0,
        sonneborn_berger: ix.sonneborn_berger as f64 / 100.0,
        rank: ctx.rank[i] as u32 + 1,
        preference,
        can_bye: ctx.bye_ok[i],
        colours: ctx.hist[i].iter().map(|c| c.letter()).collect(),
    }
}

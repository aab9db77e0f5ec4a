//! Generated Dubov tournaments for the property tests and the benchmark (included with
//! `#[path]`; on its own this target holds no tests).
#![allow(dead_code)]
use torre_core::pairing::{self, PairError, PairOptions, RoundPairing};
use torre_core::*;

pub struct Lcg(pub u64);
impl Lcg {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

pub struct GenOptions {
    pub players: usize,
    pub rounds: u32,
    /// Per mille chance of a requested half-point bye (never in the last round).
    pub half_bye: u64,
    /// Per mille chance of a forfeit.
    pub forfeit: u64,
    /// Baku-like virtual points for the top half in the first two rounds.
    pub accelerated: bool,
}

pub fn new_tournament(rng: &mut Lcg, o: &GenOptions) -> Tournament {
    let mut t = Tournament { system: PairingSystem::Dubov, total_rounds: Some(o.rounds), initial_colour: Some(if rng.below(2) == 0 { Colour::White } else { Colour::Black }), ..Default::default() };
    let mut ratings: Vec<u32> = (0..o.players).map(|_| 1400 + rng.below(1400) as u32).collect();
    ratings.sort_by(|a, b| b.cmp(a));
    for (i, r) in ratings.into_iter().enumerate() {
        let mut p = Player { id: i as u32 + 1, name: format!("P{:04}", i + 1), rating: Some(r), ..Default::default() };
        if o.accelerated && i < o.players / 2 {
            p.acceleration = vec![Score::ONE, Score::ONE];
        }
        t.players.push(p);
    }
    t
}

/// Mark requested byes for `round`, pair it with the tournament's system, and play it. Returns the pairing.
pub fn play_round(rng: &mut Lcg, t: &mut Tournament, round: u32, o: &GenOptions) -> Result<RoundPairing, PairError> {
    if round < o.rounds {
        for p in &mut t.players {
            if rng.below(1000) < o.half_bye {
                p.set_round(round, RoundEntry::Bye(ByeKind::Half));
            }
        }
    }
    let pairing = pairing::pair_next_round(t, &PairOptions::from_tournament(t))?;
    pairing::apply(t, &pairing);
    for b in &pairing.boards {
        let rw = t.player(b.white).unwrap().rating_or_zero() as f64;
        let rb = t.player(b.black).unwrap().rating_or_zero() as f64;
        let e = 1.0 / (1.0 + 10f64.powf((rb - rw) / 400.0));
        let x = rng.below(1000) as f64 / 1000.0;
        let res = if rng.below(1000) < o.forfeit {
            if rng.below(2) == 0 { GameResult::ForfeitWin } else { GameResult::ForfeitLoss }
        } else if x < e - 0.15 {
            GameResult::Win
        } else if x < e + 0.15 {
            GameResult::Draw
        } else {
            GameResult::Loss
        };
        t.player_mut(b.white).unwrap().set_round(round, RoundEntry::Game { opponent: b.black, colour: Some(Colour::White), result: res });
        t.player_mut(b.black).unwrap().set_round(round, RoundEntry::Game { opponent: b.white, colour: Some(Colour::Black), result: res.mirrored() });
    }
    Ok(pairing)
}

//! The Dutch property sweep (issue 23): generated small tournaments (`gen`, the includer's
//! module) paired round by round with the engine, each bracket of at most
//! `literal::MAX_PLAYERS` players re-paired by the literal procedure from the same state
//! (`explain::dutch::agreement`); any bracket where the two disagree is reported. Included with
//! `#[path]` by tests/dutch_properties.rs (a sample in CI) and examples/dutch_sweep.rs (at scale).
use super::gen::{new_tournament, play_round, GenOptions, Lcg};
use torre_core::pairing::check::before_round;
use torre_core::{explain, DutchEdition, PairingSystem, Tournament};

#[derive(Default)]
pub struct Sweep {
    pub tournaments: usize,
    pub rounds: usize,
    /// Brackets compared with the literal procedure.
    pub brackets: usize,
    /// "seed S (N players, R rounds): round r bracket [...]: engine ... / literal ..."
    pub diffs: Vec<String>,
}

/// Tournament `seed`'s shape: 5-20 players, 3-9 rounds (fewer than players), requested
/// half-point byes and forfeits from none to frequent.
pub fn options(seed: u64) -> GenOptions {
    let mut rng = Lcg(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5eed);
    let players = 5 + rng.below(16) as usize;
    let rounds = (3 + rng.below(7) as u32).min(players as u32 - 1);
    let rate = |rng: &mut Lcg| [0, 0, 10, 40, 100][rng.below(5) as usize];
    GenOptions {
        players,
        rounds,
        half_bye: rate(&mut rng),
        forfeit: rate(&mut rng),
        accelerated: false,
    }
}

/// Tournament `seed` as generated and paired by the engine (2017 rules), with the number of
/// rounds paired (fewer than planned when a round had no legal pairing: the arbiter's case, A.9).
pub fn generate(seed: u64) -> (Tournament, u32) {
    let o = options(seed);
    let mut rng = Lcg(seed);
    let mut t = new_tournament(&mut rng, &o);
    t.system = PairingSystem::Dutch;
    t.edition = DutchEdition::E2017;
    let paired = (1..=o.rounds)
        .take_while(|&round| play_round(&mut rng, &mut t, round, &o).is_ok())
        .count();
    (t, paired as u32)
}

/// Generate and sweep the tournaments of `seeds` under the 2017 rules.
pub fn sweep(seeds: std::ops::Range<u64>) -> Sweep {
    let mut s = Sweep::default();
    for seed in seeds {
        let o = options(seed);
        let (t, paired) = generate(seed);
        s.tournaments += 1;
        for round in 1..=paired {
            let before = before_round(&t, round);
            let (compared, _, diffs) =
                explain::dutch::agreement(&before, round, DutchEdition::E2017, false)
                    .expect("the engine paired this round");
            s.rounds += 1;
            s.brackets += compared;
            s.diffs.extend(diffs.into_iter().map(|d| {
                format!(
                    "seed {seed} ({} players, {} rounds): {d}",
                    o.players, o.rounds
                )
            }));
        }
    }
    s
}

//! C.04.3 (2017): the causes found behind the rounds where Torre differed from bbpPairings
//! v5.0.1 on FIDE's acceptance-scale test (../shared/conformance/dutch-2017-accept), one small
//! case per cause, each reading like the rule it pins. Where the text leaves a choice open, the
//! case follows the reading the reference engines share (said so in the module docs).
mod common;
use common::compact;
use torre_core::dutch::bracket::Ctx;
use torre_core::dutch::colour::preference;
use torre_core::dutch::entrant::{Entrant, Float};
use torre_core::pairing::{pair_next_round, PairOptions, RoundPairing};
use torre_core::{Colour, DutchEdition, PairingSystem, PlayerId, Score};

const DUTCH_2017: PairOptions = PairOptions {
    system: PairingSystem::Dutch,
    edition: DutchEdition::E2017,
    dubov_edition: torre_core::DubovEdition::E2026,
};

/// Pairs as (lower id, higher id), sorted, and the PAB.
fn pairs_and_bye(p: &RoundPairing) -> (Vec<(PlayerId, PlayerId)>, Option<PlayerId>) {
    let mut pairs: Vec<_> = p
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort();
    (pairs, p.bye)
}

/// A participant as the pairing sees him: `tenths` of a point, no games played (so no colour
/// preference, no float), the opponents `met`, and whether he may take the PAB (C.2).
fn entrant(id: PlayerId, tenths: i32, met: &[PlayerId], can_bye: bool) -> Entrant {
    let history: Vec<Colour> = Vec::new();
    Entrant {
        id,
        score: Score(tenths),
        pref: preference(&history),
        history,
        float_prev: Float::None,
        float_prev2: Float::None,
        met: met.to_vec(),
        can_bye,
        topscorer: false,
        e5_number: id,
        unplayed: 0,
    }
}

/// Pair a round of hand-made entrants (listed in A.2 order) by the 2017 rules.
fn pair_entrants(ents: &[Entrant]) -> RoundPairing {
    let ctx = Ctx {
        ents,
        initial: Colour::White,
        forbidden: &[],
        edition: DutchEdition::E2017,
        pab_max: None,
    };
    torre_core::dutch::pair_entrants(&ctx, 2, &mut |_| {}).expect("a pairing")
}

/// B.7 and D.2: a remainder is paired "with the same rules used for a homogeneous bracket",
/// so its resident exchanges are ordered by the remainder's own BSNs (1.. over its players),
/// not by the BSNs of the whole bracket, whose gaps (the residents taken by the MDP-pairing)
/// would change the sums of D.2.b. bbpPairings numbers them so.
///
/// The last bracket (1 point, 7 players, odd round): MDP 1 (2 points) has met everybody but 5,
/// so the MDP-pairing is 1-5 and the remainder is 2, 3, 4, 6, 7 (remainder BSNs 1..5; bracket
/// BSNs 2, 3, 4, 6, 7). Among them only 2-3, 3-7, 4-6 and 6-7 may be played, and 7 may not take
/// the PAB (C.2). No transposition of S1R = {2, 3} against S2R = {4, 6, 7} pairs both, and the
/// one exchange of difference 1 (3<->4) leaves 7 for the PAB. Two exchanges have difference 2
/// in the remainder's numbering: 2<->4 (giving 3-7, 4-6, PAB 2) and 3<->6 (giving 2-3, 6-7,
/// PAB 4); D.2.c prefers moving 3 (the higher BSN) out of S1. Counted by bracket BSNs, 3<->6
/// has difference 3 (5 sits between them) and 2<->4 would come first.
#[test]
fn d2_a_remainder_exchanges_by_its_own_bsns() {
    let ents = [
        entrant(1, 20, &[2, 3, 4, 6, 7], true),
        entrant(2, 10, &[1, 4, 6, 7], true),
        entrant(3, 10, &[1, 4, 6], true),
        entrant(4, 10, &[1, 2, 3, 7], true),
        entrant(5, 10, &[], true),
        entrant(6, 10, &[1, 2, 3], true),
        entrant(7, 10, &[1, 2, 4], false),
    ];
    assert_eq!(
        pairs_and_bye(&pair_entrants(&ents)),
        (vec![(1, 5), (2, 3), (6, 7)], Some(4))
    );
}

/// C.7 with A.9 and C.2: when the following bracket is the last one of an odd round, its
/// pairing is complete only with the one player left out taking the PAB, so only a player who
/// may receive it (C.2) can be that one; C.7 judges the following bracket by such a pairing.
/// (`2017-10286-7-4.trf`, round 4 of the acceptance folder, as generated.)
///
/// Round 4: 2 and 4 (2.5) pair; 7 (2 points) floats into bracket 1.5 = MDP 7 + 1, 6 (1-6 met),
/// one of 1 and 6 floats into the last bracket 3, 5 (1 point). 5 and 6 have had the PAB. If 1
/// floats, 1-3 leaves 5 without a partner or a bye: the last bracket is complete only as 3-5 with
/// the PAB to 1 (PSD 1.5, 0). If 6 floats, 6-5 and the PAB to 3 (PSD 1, 0.5): better by C.7,
/// which outranks 1's and 6's float histories (C.12, C.13) that favour 7-6.
#[test]
fn c7_the_last_bracket_counts_only_with_an_eligible_pab() {
    let t = compact(
        4,
        &[
            "4w0 6b= 5w1",
            "5b1 7w= 3b1",
            "6w1 4b0 2w0",
            "1b1 3w1 7b=",
            "2w0 U 1b0",
            "3b0 1w= U",
            "U 2b= 4w=",
        ],
    );
    let p = pair_next_round(&t, &DUTCH_2017).unwrap();
    assert_eq!(pairs_and_bye(&p), (vec![(1, 7), (2, 4), (5, 6)], Some(3)));
}

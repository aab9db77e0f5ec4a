//! Burstein system (C.04.4.2, 2026 text): the agreed corpus, the literal cross-check, Baku.
mod common;
use torre_core::burstein;
use torre_core::pairing::{self, check::before_round, PairOptions};
use torre_core::{PairingSystem, Tournament};

fn options() -> PairOptions {
    PairOptions { system: PairingSystem::Burstein, ..Default::default() }
}

fn seeding(t: &Tournament) -> u32 {
    burstein::seeding::seeding_rounds(t.total_rounds.unwrap())
}

/// Every seeding round (Art. 1.6, Dutch rules) on which py4swiss and bbpPairings agree is
/// reproduced (pairs, colours, PAB), and the post-seeding Burstein rounds as far as the
/// engine agrees with them (24 of the 26 public ones; the two others are left open: see
/// docs/conformance.md).
#[test]
fn agreed_corpus_checks_clean() {
    let files = common::trf_files("burstein-2026/agreed");
    assert!(files.len() >= 100, "found {}", files.len());
    let (mut rounds, mut proper) = (0, 0);
    let mut bad = Vec::new();
    let mut proper_bad = Vec::new();
    for f in &files {
        let t = common::load(f);
        let report = pairing::check(&t, &options());
        for rc in &report.rounds {
            rounds += 1;
            if rc.round > seeding(&t) {
                proper += 1;
            }
            if !rc.matches() && rc.round > seeding(&t) {
                proper_bad.push(format!("{} round {}", f.file_name().unwrap().to_string_lossy(), rc.round));
            } else if !rc.matches() {
                bad.push(format!("{} round {}: expected {:?} got {:?}", f.file_name().unwrap().to_string_lossy(), rc.round, rc.expected, rc.produced));
            }
        }
    }
    eprintln!("burstein agreed: {rounds} rounds, {proper} after the seeding rounds; {} seeding and {} Burstein rounds differ: {proper_bad:?}", bad.len(), proper_bad.len());
    assert!(bad.is_empty(), "{} seeding rounds differ:\n{}", bad.len(), bad.join("\n"));
    assert_eq!(proper, 26, "the README counts 26 post-seeding rounds");
    // the two rounds where both engines pair otherwise (see the next test)
    assert_eq!(proper_bad, OPEN_ROUNDS.iter().map(|(f, r)| format!("{f}.trf round {r}")).collect::<Vec<_>>());
}

/// Agreed rounds where Torre's pairing still differs from the two engines' (docs/conformance.md):
/// no reading of the 2026 text yields the engines' choice there and keeps every other round.
/// The engines get there by two different departures from the text: bbpPairings by the older
/// text's Index, py4swiss by a [C7] that counts a floater as paired below only against a player
/// he outranks, which floats the wrong player in `adjudicated_top_bracket`.
const OPEN_ROUNDS: [(&str, u32); 2] = [("n0009-r05-s180-k4", 4), ("n0009-r06-s190-k5", 4)];

/// Rounds of the disputed files where both engines pair the same and Torre, following the text,
/// does not (docs/conformance.md): in n0008-r06-s239 round 5 the engines float BSN 3 of a
/// 5-player bracket, in n0012-r09-s212 round 6 BSN 1 of a 4-player bracket.
const DISPUTED_AGAINST_THE_TEXT: [(&str, u32); 2] = [("n0008-r06-s239", 5), ("n0012-r09-s212", 6)];

/// In each of those rounds (the open agreed ones and the disputed ones above), the first bracket
/// where the file and Torre part: the literal reading of Articles 2-4 rates the file's pairing
/// of that bracket as good as Torre's on [C5]-[C8], and Torre's comes first in the order of
/// Art. 4.3 (3.2.2: "the first pairing ... that complies best"); the engines float a player
/// whom 4.3 pairs first.
#[test]
fn where_the_engines_agree_against_the_text() {
    let limits = burstein::literal::Limits { max_bracket: 10, max_next: 10 };
    let rounds = OPEN_ROUNDS.iter().map(|&(n, r)| ("agreed", n, r)).chain(DISPUTED_AGAINST_THE_TEXT.iter().map(|&(n, r)| ("disputed", n, r)));
    for (dir, name, round) in rounds {
        let t = common::load(&common::shared().join(format!("conformance/burstein-2026/{dir}/{name}.trf")));
        let file = pairing::pairing_in_file(&t, round);
        let mut verdict = None;
        burstein::pair_traced(&before_round(&t, round), round, &mut |ctx, tr| {
            if verdict.is_some() {
                return;
            }
            let local = |id: u32| ctx.ids.iter().position(|&x| x == id).unwrap();
            let inside = |i: usize| tr.players.contains(&i);
            let pairs: Vec<(usize, usize)> = file.boards.iter().map(|b| (local(b.white), local(b.black))).filter(|&(a, b)| inside(a) && inside(b)).collect();
            let floaters: Vec<usize> = tr.players.iter().copied().filter(|&i| !pairs.iter().any(|&(a, b)| a == i || b == i)).collect();
            let theirs = burstein::bracket::BracketPairing { pairs, floaters };
            let ours = burstein::bracket::BracketPairing { pairs: tr.pairs.clone(), floaters: tr.floaters.clone() };
            let same = |x: &burstein::bracket::BracketPairing, y: &burstein::bracket::BracketPairing| {
                let mut a: Vec<(usize, usize)> = x.pairs.iter().map(|&(p, q)| (p.min(q), p.max(q))).collect();
                let mut b: Vec<(usize, usize)> = y.pairs.iter().map(|&(p, q)| (p.min(q), p.max(q))).collect();
                a.sort();
                b.sort();
                a == b
            };
            if same(&theirs, &ours) {
                return;
            }
            let a = burstein::literal::assess(ctx, &tr.players, &tr.lower, &ours, &limits).expect("Torre's pairing is legal");
            let b = burstein::literal::assess(ctx, &tr.players, &tr.lower, &theirs, &limits).expect("the file's pairing is legal");
            verdict = Some((a.0 > b.0, a.0 == b.0 && a.1 < b.1));
        })
        .unwrap();
        let (better, first) = verdict.unwrap_or_else(|| panic!("{name} round {round}: no bracket differs"));
        assert!(!better && first, "{name} round {round}: expected equal quality with Torre's pairing first in 4.3");
        eprintln!("{name} round {round}: Torre's bracket pairing is as good and first in the order of 4.3");
    }
}

/// [C6] read as both engines read it (the players with the higher scores float, an incoming
/// floater before a resident; bracket.rs), and word for word inside [C7]: the post-seeding
/// rounds of the disputed files on which py4swiss and bbpPairings pair the same (`same_pairs`
/// in `*.engines.json`) are reproduced, pairs only, in 74 of 78 (73 with [C7] on the engines'
/// [C6] reading, 66 with the word-for-word reading everywhere). The four left are the rounds
/// where the engines agree against Art. 4.3 (`where_the_engines_agree_against_the_text`): the
/// two open rounds above (n0009, also disputed files) and `DISPUTED_AGAINST_THE_TEXT`. Of all
/// post-seeding rounds of the disputed files (py4swiss's pairings) 393 of 639 are reproduced.
#[test]
fn disputed_rounds_where_both_engines_agree() {
    let (mut total, mut same, mut rounds, mut as_py4swiss) = (0, 0, 0, 0);
    let mut missed = Vec::new();
    for f in common::trf_files("burstein-2026/disputed") {
        let engines: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(f.with_extension("engines.json")).unwrap()).unwrap();
        let t = common::load(&f);
        for r in engines["per_round"].as_array().unwrap() {
            let round = r["round"].as_u64().unwrap() as u32;
            if round <= seeding(&t) {
                continue;
            }
            let pairs = |p: &torre_core::round::RoundPairing| {
                let mut v: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect();
                v.sort_unstable();
                (v, p.bye)
            };
            // the file is py4swiss's pairing
            let reproduced = burstein::pair(&before_round(&t, round), round).is_ok_and(|p| pairs(&p) == pairs(&pairing::pairing_in_file(&t, round)));
            rounds += 1;
            as_py4swiss += reproduced as usize;
            if !r["same_pairs"].as_bool().unwrap() {
                continue;
            }
            total += 1;
            if reproduced {
                same += 1;
            } else {
                missed.push(format!("{} round {round}", f.file_name().unwrap().to_string_lossy()));
            }
        }
    }
    eprintln!("burstein disputed files, rounds where both engines agree: {same} of {total} reproduced; not: {missed:?}; py4swiss's rounds: {as_py4swiss} of {rounds}");
    assert_eq!((total, rounds), (78, 639));
    assert!(as_py4swiss >= 393, "py4swiss's own rounds: only {as_py4swiss} of {rounds}");
    // in file-name order; the agreed files' names carry "-kK" where the disputed ones do not
    let against_the_text: Vec<String> = [DISPUTED_AGAINST_THE_TEXT[0], OPEN_ROUNDS[0], OPEN_ROUNDS[1], DISPUTED_AGAINST_THE_TEXT[1]].iter().map(|(f, r)| format!("{}.trf round {r}", &f[..f.rfind("-k").unwrap_or(f.len())])).collect();
    assert_eq!((same, missed), (74, against_the_text), "of {total}");
}

/// The README's adjudicated example (disputed n0026-r05-s2, round 3): the top bracket holds
/// 1, 2 and 5 in index order 1, 2, 5; 1-5 would deny a colour preference ([C8]); of "1-2, 5
/// floats" and "1 floats, 2-5" Art. 4.3 puts the first first. bbpPairings is right.
#[test]
fn adjudicated_top_bracket() {
    let t = common::load(&common::shared().join("conformance/burstein-2026/disputed/n0026-r05-s2.trf"));
    let before = before_round(&t, 3);
    let mut top = None;
    burstein::pair_traced(&before, 3, &mut |ctx, tr| {
        if top.is_none() {
            let id = |i: usize| ctx.ids[i];
            top = Some((tr.players.iter().map(|&i| id(i)).collect::<Vec<_>>(), tr.pairs.iter().map(|&(a, b)| (id(a), id(b))).collect::<Vec<_>>(), tr.floaters.iter().map(|&i| id(i)).collect::<Vec<_>>()));
        }
    })
    .unwrap();
    assert_eq!(top, Some((vec![1, 2, 5], vec![(1, 2)], vec![5])));
}

/// The explanation says where each bracket's pairing stands in the order of 4.3: in the
/// adjudicated round, the top bracket's "1-2, 5 floats" is the second pairing [C1]-[C4] allow,
/// after "1-5, 2 floats", which is worse on [C8] (the README's reasoning); the third bracket's
/// is the first one; the text of `torre --explain` says both.
#[test]
fn explanation_places_each_pairing_in_the_order_of_4_3() {
    let t = common::load(&common::shared().join("conformance/burstein-2026/disputed/n0026-r05-s2.trf"));
    let options = PairOptions { system: PairingSystem::Burstein, ..Default::default() };
    let e = torre_core::explain::explain(&t, &options, Some(3)).unwrap();
    let b = e.burstein.as_ref().expect("a Burstein round after the seeding rounds");
    let top = b.brackets[0].order.as_ref().expect("a bracket of 3 is weighed");
    assert_eq!((top.place, top.first_pairs.clone(), top.first_floaters.clone(), top.worse_on.as_deref()), (2, vec![(1, 5)], vec![2], Some("C8")));
    let third = b.brackets[2].order.as_ref().unwrap();
    assert_eq!((third.place, third.worse_on.as_deref()), (1, None));
    let text = torre_core::explain::text::render(&e);
    assert!(text.contains("pairing 2 in the order of 4.3 among those [C1]-[C4] allow; the first, 1-5, 2 floats, is worse on [C8]"), "{text}");
    assert!(text.contains("the first pairing in the order of 4.3 that [C1]-[C4] allow"), "{text}");
    // 4.2: the order holds only pairings with as many floaters as [C5] leaves. Round 5,
    // bracket 12 10 14 18 (BSN order): 12-18 10-14 is first, 12-14 10-18 second; "12-10, 14
    // and 18 float" (one pair) comes before it in 4.3's comparison but is not in the order
    let t = common::load(&common::shared().join("conformance/burstein-2026/disputed/n0018-r09-s266.trf"));
    let e = torre_core::explain::explain(&t, &options, Some(5)).unwrap();
    let b = e.burstein.as_ref().unwrap().brackets.iter().find(|b| b.bsn == [12, 10, 14, 18]).expect("the bracket");
    let o = b.order.as_ref().unwrap();
    assert_eq!((b.pairs.clone(), o.place, o.first_pairs.clone(), o.worse_on.as_deref()), (vec![(12, 14), (10, 18)], 2, vec![(12, 18), (10, 14)], Some("C8")));
    // a bracket that pairs nobody says so, without an order
    let text = torre_core::explain::text::render(&e);
    assert!(text.contains("Bracket 1 (BSN:player) 1:1 2:5\n  pairs: none ([C1]-[C4] allow no pair of these players)\n  outgoing floaters: 1 5\n\n"), "{text}");
}

/// The literal procedure (every pairing of the bracket in the order of 4.3, rated by brute
/// force on [C4]-[C8]) agrees with the engine on every bracket it can handle, in every
/// post-seeding round of the agreed and disputed files.
#[test]
fn literal_procedure_agrees_on_every_corpus_bracket() {
    let limits = burstein::literal::Limits { max_bracket: 8, max_next: 8 };
    let (mut compared, mut skipped) = (0, 0);
    let mut bad = Vec::new();
    for f in common::trf_files("burstein-2026") {
        let t = common::load(&f);
        if t.players.len() > 20 {
            continue;
        }
        for r in seeding(&t) + 1..=t.rounds_paired() {
            match burstein::cross_check(&before_round(&t, r), r, &limits) {
                Ok(c) => {
                    compared += c.brackets_compared;
                    skipped += c.brackets_too_big;
                    bad.extend(c.mismatches.into_iter().map(|m| format!("{}: {m}", f.file_name().unwrap().to_string_lossy())));
                }
                Err(e) => bad.push(format!("{} round {r}: {e}", f.display())),
            }
        }
    }
    eprintln!("burstein literal cross-check: {compared} brackets compared, {skipped} too big");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(compared > 200, "only {compared} brackets compared");
}

/// Baku acceleration (C.04.5.1) works with Burstein through the facade: in the first
/// post-seeding round the virtual points still split the field.
#[test]
fn baku_acceleration_applies() {
    let mut t = Tournament { system: PairingSystem::Burstein, total_rounds: Some(9), initial_colour: Some(torre_core::Colour::White), acceleration_method: torre_core::AccelerationMethod::Baku, ..Default::default() };
    for i in 1..=24u32 {
        t.players.push(torre_core::Player { id: i, name: format!("P{i:02}"), rating: Some(2600 - 10 * i), ..Default::default() });
    }
    let acc = torre_core::acceleration::with_baku(&t);
    let ga: Vec<u32> = acc.players.iter().filter(|p| p.acceleration_in(1) > torre_core::Score::ZERO).map(|p| p.id).collect();
    let p = pairing::pair_next_round(&t, &options()).unwrap();
    for b in &p.boards {
        assert_eq!(ga.contains(&b.white), ga.contains(&b.black), "board {}-{} crosses the Baku groups", b.white, b.black);
    }
    // without acceleration the top half meets the bottom half
    let mut plain = t.clone();
    plain.acceleration_method = torre_core::AccelerationMethod::None;
    let q = pairing::pair_next_round(&plain, &options()).unwrap();
    assert!(q.boards.iter().any(|b| ga.contains(&b.white) != ga.contains(&b.black)));
}

/// A whole 60-player tournament paired round by round (random results): every round
/// complete, no rematch, no second PAB, and `check` reproduces every round.
#[test]
fn sixty_player_event_pairs_every_round() {
    let mut t = Tournament { system: PairingSystem::Burstein, total_rounds: Some(9), initial_colour: Some(torre_core::Colour::White), ..Default::default() };
    for i in 1..=59u32 {
        t.players.push(torre_core::Player { id: i, name: format!("P{i:02}"), rating: Some(2400 - 10 * i), ..Default::default() });
    }
    let mut seed = 12345u64;
    for r in 1..=9 {
        let p = pairing::pair_next_round(&t, &options()).unwrap_or_else(|e| panic!("round {r}: {e}"));
        assert_eq!(p.boards.len(), 29);
        assert!(p.bye.is_some());
        pairing::apply(&mut t, &p);
        for b in &p.boards {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let res = match seed >> 62 { 0 => torre_core::GameResult::Loss, 1 => torre_core::GameResult::Draw, _ => torre_core::GameResult::Win };
            for (id, opp, col, rr) in [(b.white, b.black, torre_core::Colour::White, res), (b.black, b.white, torre_core::Colour::Black, res.mirrored())] {
                t.player_mut(id).unwrap().set_round(r, torre_core::RoundEntry::Game { opponent: opp, colour: Some(col), result: rr });
            }
        }
    }
    let report = pairing::check(&t, &options());
    assert_eq!(report.differing(), 0);
    for p in &t.players {
        let opps = t.played_opponents(p.id, 9);
        let mut u = opps.clone();
        u.sort_unstable();
        u.dedup();
        assert_eq!(u.len(), opps.len(), "player {} met someone twice", p.id);
    }
}

/// The engine's shortcuts (a bracket matched with the next scoregroup alone, [C4] checked
/// afterwards; the order of 4.3 followed by augmenting paths) give, bracket by bracket, the
/// pairing of the reference procedure that matches every lower player and weighs each choice
/// with a fresh matching (`bracket::pair_by_matchings`), and so does the engine's fallback
/// that weighs only the choices the optimum's tight edges allow
/// (`bracket::pair_by_tight_matchings`): generated Dutch and Burstein events
/// of 12-90 players (some with forfeits and byes), every post-seeding round, as played and
/// with the previous round's colours swapped (a perturbed history).
#[test]
fn shortcuts_agree_with_weighing_every_choice() {
    use torre_core::generator::{generate, Config};
    let mut compared = 0;
    for seed in 0..16u64 {
        let system = if seed % 2 == 0 { PairingSystem::Dutch } else { PairingSystem::Burstein };
        let rates = (seed % 3 == 0).then_some(12);
        let config = Config { system, players: Some(12 + (seed as u32 * 37) % 79), rounds: Some(9), forfeit_rate: rates, half_bye_rate: rates, ..Default::default() };
        let t = generate(&config, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        for round in seeding(&t) + 1..=t.rounds_paired() {
            for swapped in [false, true] {
                let mut before = before_round(&t, round);
                if swapped {
                    swap_colours(&mut before, round - 1);
                }
                let mut bad = Vec::new();
                let _ = burstein::pair_traced(&before, round, &mut |ctx, tr| {
                    compared += 1;
                    let reference = burstein::bracket::pair_by_matchings(ctx, &tr.players, &tr.lower).expect("the engine completed the round");
                    if (reference.pairs.as_slice(), reference.floaters.as_slice()) != (tr.pairs.as_slice(), tr.floaters.as_slice()) {
                        bad.push(format!("{:?}: engine {:?} {:?}, reference {:?} {:?}", tr.players, tr.pairs, tr.floaters, reference.pairs, reference.floaters));
                    }
                    // the engine's fallback alone (few brackets reach it from the paths)
                    let fallback = burstein::bracket::pair_by_tight_matchings(ctx, &tr.players, &tr.lower).expect("the engine completed the round");
                    if fallback != reference {
                        bad.push(format!("{:?}: fallback {:?} {:?}, reference {:?} {:?}", tr.players, fallback.pairs, fallback.floaters, reference.pairs, reference.floaters));
                    }
                });
                assert!(bad.is_empty(), "seed {seed} round {round} swapped {swapped}:\n{}", bad.join("\n"));
            }
        }
    }
    eprintln!("burstein shortcuts: {compared} brackets compared");
    assert!(compared > 500, "only {compared} brackets compared");
}

/// Every game of `round` with the colours the other way round.
fn swap_colours(t: &mut Tournament, round: u32) {
    for p in &mut t.players {
        if let torre_core::RoundEntry::Game { opponent, colour: Some(c), result } = p.round(round) {
            p.set_round(round, torre_core::RoundEntry::Game { opponent, colour: Some(c.opposite()), result });
        }
    }
}

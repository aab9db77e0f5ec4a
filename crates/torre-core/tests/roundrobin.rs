//! Round robins (FIDE C.05): the Berger tables of Annex 1 against the published tables, the
//! structure of every table for 3 to 24 players, double round robins, Varma draws, the facade.
use std::collections::{HashMap, HashSet};
use torre_core::pairing::{self, PairOptions};
use torre_core::roundrobin::{self, berger, draw, varma};
use torre_core::{Colour, GameResult, PairingSystem, Player, RoundEntry, Tournament};

/// The Berger tables as FIDE publishes them (C.05 Annex 1; rows "white-black", boards in the
/// published order), for 3/4 to 13/14 players.
const PUBLISHED: &[(u32, &str)] = &[
    (4, "1-4 2-3 | 4-3 1-2 | 2-4 3-1"),
    (6, "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1"),
    (8, "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1"),
    (10, "1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3 | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5 | 5-10 6-4 7-3 8-2 9-1"),
    (12, "1-12 2-11 3-10 4-9 5-8 6-7 | 12-7 8-6 9-5 10-4 11-3 1-2 | 2-12 3-1 4-11 5-10 6-9 7-8 | 12-8 9-7 10-6 11-5 1-4 2-3 | 3-12 4-2 5-1 6-11 7-10 8-9 | 12-9 10-8 11-7 1-6 2-5 3-4 | 4-12 5-3 6-2 7-1 8-11 9-10 | 12-10 11-9 1-8 2-7 3-6 4-5 | 5-12 6-4 7-3 8-2 9-1 10-11 | 12-11 1-10 2-9 3-8 4-7 5-6 | 6-12 7-5 8-4 9-3 10-2 11-1"),
    (14, "1-14 2-13 3-12 4-11 5-10 6-9 7-8 | 14-8 9-7 10-6 11-5 12-4 13-3 1-2 | 2-14 3-1 4-13 5-12 6-11 7-10 8-9 | 14-9 10-8 11-7 12-6 13-5 1-4 2-3 | 3-14 4-2 5-1 6-13 7-12 8-11 9-10 | 14-10 11-9 12-8 13-7 1-6 2-5 3-4 | 4-14 5-3 6-2 7-1 8-13 9-12 10-11 | 14-11 12-10 13-9 1-8 2-7 3-6 4-5 | 5-14 6-4 7-3 8-2 9-1 10-13 11-12 | 14-12 13-11 1-10 2-9 3-8 4-7 5-6 | 6-14 7-5 8-4 9-3 10-2 11-1 12-13 | 14-13 1-12 2-11 3-10 4-9 5-8 6-7 | 7-14 8-6 9-5 10-4 11-3 12-2 13-1"),
];

fn parse(rows: &str) -> Vec<Vec<(u32, u32)>> {
    rows.split('|').map(|r| r.split_whitespace().map(|g| g.split_once('-').map(|(w, b)| (w.parse().unwrap(), b.parse().unwrap())).unwrap()).collect()).collect()
}

#[test]
fn generated_tables_are_the_published_ones() {
    for &(n, rows) in PUBLISHED {
        assert_eq!(berger::table(n), parse(rows), "{n} players");
    }
}

/// For every size 3-24: everybody meets everybody exactly once, one game per number and
/// round, the colours within one of equal (n/2 whites, or n/2 - 1), and the bye number of an
/// odd field is the highest.
#[test]
fn every_table_from_3_to_24_is_a_round_robin() {
    for players in 3..=24u32 {
        let n = berger::table_size(players);
        assert_eq!(n % 2, 0);
        let t = berger::table(n);
        assert_eq!(t.len() as u32, n - 1);
        let mut met = HashSet::new();
        let mut whites: HashMap<u32, u32> = HashMap::new();
        for row in &t {
            let mut seen = HashSet::new();
            for &(w, b) in row {
                assert!(seen.insert(w) && seen.insert(b), "{players}: a number twice in a row");
                assert!(met.insert((w.min(b), w.max(b))), "{players}: {w}-{b} twice");
                *whites.entry(w).or_default() += 1;
            }
            assert_eq!(seen.len() as u32, n);
        }
        assert_eq!(met.len() as u32, n * (n - 1) / 2);
        for x in 1..=n {
            let w = whites.get(&x).copied().unwrap_or(0);
            assert!(w == n / 2 || w == n / 2 - 1, "{players}: {x} has {w} whites");
        }
    }
}

/// The construction rule printed with the Berger tables (C.05 Annex 1), applied independently
/// of the generator for every size the regulations cover (3/4 to 23/24 numbers): round 1 is
/// 1-n, 2-(n-1), ..., (n/2)-(n/2+1); each following round adds n/2 to every number except n
/// (counting 1 .. n-1 round and round), keeps the colours of boards 2 .. n/2 and gives n the
/// other colour on board 1 than in the round before. Odd fields use the table of the next
/// even size, n being the bye.
#[test]
fn every_table_from_3_to_24_follows_the_construction_rule() {
    for players in 3..=24u32 {
        let n = berger::table_size(players);
        let m = n - 1;
        let shift = |x: u32| if x == n { n } else { (x - 1 + n / 2) % m + 1 };
        let mut row: Vec<(u32, u32)> = (1..=n / 2).map(|k| (k, n + 1 - k)).collect();
        for r in 1..n {
            assert_eq!(berger::round(n, r), row, "{players} players, round {r}");
            row = row.iter().enumerate().map(|(i, &(w, b))| if i == 0 { (shift(b), shift(w)) } else { (shift(w), shift(b)) }).collect();
        }
        assert_eq!(row[0].0.max(row[0].1), n, "{players}: n on board 1");
        // after n - 1 rounds the rotation is back at round 1's numbers
        let first: Vec<(u32, u32)> = (1..=n / 2).map(|k| (k, n + 1 - k)).collect();
        let norm = |v: &[(u32, u32)]| v.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect::<Vec<_>>();
        assert_eq!(norm(&row), norm(&first), "{players}: not a cycle of n - 1 rounds");
    }
}

/// Double round robin: the second cycle reverses every colour; with the last two rounds of the
/// first cycle exchanged nobody has the same colour three times in a row at the turn.
#[test]
fn double_round_robin_reverses_colours_and_avoids_three_in_a_row() {
    for players in 3..=24u32 {
        let s = roundrobin::schedule(players, 2).unwrap();
        let per = (berger::table_size(players) - 1) as usize;
        assert_eq!(s.len(), 2 * per);
        let mut pairs: HashMap<(u32, u32), Vec<u32>> = HashMap::new();
        let mut colours: HashMap<u32, Vec<(usize, Colour)>> = HashMap::new();
        for (r, (_, games)) in s.iter().enumerate() {
            for &(w, b) in games {
                pairs.entry((w.min(b), w.max(b))).or_default().push(w);
                if w <= players && b <= players {
                    colours.entry(w).or_default().push((r, Colour::White));
                    colours.entry(b).or_default().push((r, Colour::Black));
                }
            }
        }
        for (p, w) in &pairs {
            assert_eq!(w.len(), 2, "{players}: {p:?}");
            assert_ne!(w[0], w[1], "{players}: {p:?} same white twice");
        }
        if players % 2 == 0 {
            for (x, c) in &colours {
                for k in per - 2..per {
                    assert!(!(c[k].1 == c[k + 1].1 && c[k + 1].1 == c[k + 2].1), "{players}: {x} three times {:?} at rounds {}-{}", c[k].1, k + 1, k + 3);
                }
            }
        }
    }
}

fn field(players: u32, system: PairingSystem) -> Tournament {
    let mut t = Tournament { system, ..Default::default() };
    for id in 1..=players {
        t.players.push(Player { id, name: format!("P{id:02}"), ..Default::default() });
    }
    t
}

/// Through the facade: a 10-player double round robin paired round by round (results
/// entered), then `check` reproduces all 18 rounds; the 19th does not exist.
#[test]
fn ten_player_double_round_robin_through_the_facade() {
    let opts = PairOptions { system: PairingSystem::DoubleRoundRobin, ..Default::default() };
    let mut t = field(10, PairingSystem::DoubleRoundRobin);
    for r in 1..=18 {
        let p = pairing::pair_next_round(&t, &opts).unwrap();
        assert_eq!(p.round, r);
        assert_eq!(p.boards.len(), 5);
        pairing::apply(&mut t, &p);
        for b in &p.boards {
            t.player_mut(b.white).unwrap().set_round(r, RoundEntry::Game { opponent: b.black, colour: Some(Colour::White), result: GameResult::Draw });
            t.player_mut(b.black).unwrap().set_round(r, RoundEntry::Game { opponent: b.white, colour: Some(Colour::Black), result: GameResult::Draw });
        }
    }
    assert!(pairing::pair_next_round(&t, &opts).is_err());
    assert_eq!(pairing::check(&t, &opts).differing(), 0);
    // round 8 of the first cycle is row 9 of the table, round 10 is row 1 reversed
    let first = pairing::check::before_round(&t, 8);
    let r8 = pairing::pair_next_round(&first, &opts).unwrap();
    assert_eq!(r8.boards[0], torre_core::pairing::Board { white: 5, black: 10 });
    let r10 = pairing::pair_next_round(&pairing::check::before_round(&t, 10), &opts).unwrap();
    assert_eq!(r10.boards[0], torre_core::pairing::Board { white: 10, black: 1 });
}

/// Odd fields: the opponent of the bye number has a free round; a withdrawn player's games
/// are not played (his opponent is free too).
#[test]
fn byes_and_withdrawals_leave_games_unplayed() {
    let opts = PairOptions { system: PairingSystem::RoundRobin, ..Default::default() };
    let mut t = field(5, PairingSystem::RoundRobin);
    let p = pairing::pair_next_round(&t, &opts).unwrap();
    // row 1 of the 6-table: 1-6 2-5 3-4, 6 is the bye
    assert_eq!(p.boards.iter().map(|b| (b.white, b.black)).collect::<Vec<_>>(), vec![(2, 5), (3, 4)]);
    assert_eq!(p.bye, None);
    t.player_mut(3).unwrap().set_round(1, RoundEntry::Bye(torre_core::ByeKind::Zero));
    let q = pairing::pair_next_round(&t, &opts).unwrap();
    assert_eq!(q.boards.iter().map(|b| (b.white, b.black)).collect::<Vec<_>>(), vec![(2, 5)]);
    // more than 24 players: refused with the reason
    let big = field(25, PairingSystem::RoundRobin);
    assert!(matches!(pairing::pair_next_round(&big, &opts), Err(torre_core::pairing::PairError::Unsupported(_))));
}

#[test]
fn draw_of_lots_is_reproducible_and_a_permutation() {
    let a = draw::draw(12, 7);
    assert_eq!(a, draw::draw(12, 7));
    assert_ne!(a, draw::draw(12, 8));
    let mut s = a.clone();
    s.sort_unstable();
    assert_eq!(s, (1..=12).collect::<Vec<u32>>());
}

/// Varma (C.05 Annex 2): each published row is a partition of 1..=n (10, 12, ..., 24), and
/// two numbers of one set do not meet in the last three rounds of the Berger table (the
/// property the 1987 text states), except the published 11/12 set C, where 6 and 12 meet in
/// round 11. The rows for 21/22 and 23/24 come from one transcription only: this property is
/// the independent check on them.
#[test]
fn varma_sets_partition_the_numbers_and_keep_apart_in_the_last_three_rounds() {
    for n in (10..=24u32).step_by(2) {
        let sets = varma::sets(n).unwrap();
        assert_eq!(varma::sets(n - 1), Some(sets), "{}/{n} share a row", n - 1);
        let mut all: Vec<u32> = sets.iter().flat_map(|s| s.iter().copied()).collect();
        all.sort_unstable();
        assert_eq!(all, (1..=n).collect::<Vec<u32>>(), "{n}");
        let last_three: Vec<(u32, u32)> = (n - 3..n).flat_map(|r| berger::round(n, r)).collect();
        for (k, set) in sets.iter().enumerate() {
            let meeting: Vec<&(u32, u32)> = last_three.iter().filter(|(a, b)| set.contains(a) && set.contains(b)).collect();
            let expected: Vec<&(u32, u32)> = if (n, k) == (12, 2) { vec![&(6, 12)] } else { vec![] };
            assert_eq!(meeting, expected, "{n} players, set {}", varma::letter(k));
        }
    }
    assert!(varma::sets(8).is_none() && varma::sets(25).is_none());
}

/// Varma draw: the drawing order of Annex 2 direction 2, every contingent small enough for an
/// envelope in one set, a permutation of 1..=n, reproducible from the seed; an odd field never
/// gets the bye number; outside 9-24 players refused.
#[test]
fn varma_draw_keeps_a_federation_in_one_set() {
    let feds: Vec<String> = ["NOR", "ESP", "ESP", "FRA", "FRA", "GER", "ESP", "ITA", "ITA", "NED", "", "POL", "POR"].iter().map(|s| s.to_string()).collect();
    let names: Vec<String> = (0..13).map(|i| format!("N{:02}", 12 - i)).collect();
    let order: Vec<(String, Vec<usize>)> = varma::order(&feds, &names).into_iter().map(|c| (c.federation, c.members)).collect();
    // ESP (3) first, players by name (N12 is entrant 0 ...), then the pairs by code, the
    // singles by code, the player without a federation last
    assert_eq!(order[0], ("ESP".to_string(), vec![6, 2, 1]));
    assert_eq!(order[1], ("FRA".to_string(), vec![4, 3]));
    assert_eq!(order[2], ("ITA".to_string(), vec![8, 7]));
    let singles: Vec<&str> = order[3..].iter().map(|c| c.0.as_str()).collect();
    assert_eq!(singles, ["GER", "NED", "NOR", "POL", "POR", ""]);
    for seed in 0..40 {
        let lots = draw::draw_varma(&feds, &names, seed).unwrap();
        assert_eq!(lots, draw::draw_varma(&feds, &names, seed).unwrap());
        let drawn: Vec<usize> = lots.iter().map(|l| l.entrant).collect();
        assert_eq!(drawn, order.iter().flat_map(|c| c.1.clone()).collect::<Vec<_>>());
        let nums = draw::varma_numbers(&lots);
        let mut s = nums.clone();
        s.sort_unstable();
        assert_eq!(s, (1..=13).collect::<Vec<u32>>(), "no bye number 14");
        let sets = varma::sets(13).unwrap();
        let set_of = |x: u32| sets.iter().position(|s| s.contains(&x)).unwrap();
        for l in &lots {
            assert_eq!(set_of(l.number), l.set);
        }
        for (a, b) in [(1, 2), (1, 6), (3, 4), (7, 8)] {
            assert_eq!(set_of(nums[a]), set_of(nums[b]), "seed {seed}: {} and {} apart", feds[a], feds[b]);
        }
    }
    let eight: Vec<String> = vec!["ITA".into(); 8];
    assert!(draw::draw_varma(&eight, &eight, 1).unwrap_err().contains("9 to 24"));
}

/// A contingent larger than every envelope cannot stay in one set: it takes the fullest
/// envelope left, player by player, and the draw still gives every number once.
#[test]
fn varma_draw_with_a_contingent_larger_than_every_set() {
    let feds: Vec<String> = (0..24).map(|i| if i < 12 { "IND".to_string() } else { format!("F{i:02}") }).collect();
    let names: Vec<String> = (0..24).map(|i| format!("P{i:02}")).collect();
    let lots = draw::draw_varma(&feds, &names, 3).unwrap();
    let mut s = draw::varma_numbers(&lots);
    s.sort_unstable();
    assert_eq!(s, (1..=24).collect::<Vec<u32>>());
    // the 12 Indian players fill A (10 numbers) and then B, the fullest left
    let sets: Vec<usize> = lots[..12].iter().map(|l| l.set).collect();
    assert_eq!(sets, [vec![0; 10], vec![1; 2]].concat());
}

/// Drawn numbers become the pairing numbers: players reordered, forbidden pairs follow, a
/// number twice or a draw after round 1 refused.
#[test]
fn drawn_numbers_become_pairing_numbers() {
    let mut t = field(6, PairingSystem::RoundRobin);
    t.forbidden_pairs.push((1, 2));
    let numbers = draw::draw(6, 42);
    let r = draw::renumber(&t, &numbers).unwrap();
    for (i, &x) in numbers.iter().enumerate() {
        assert_eq!(r.player(x).unwrap().name, format!("P{:02}", i + 1));
    }
    assert_eq!(r.forbidden_pairs, vec![(numbers[0], numbers[1])]);
    assert!(draw::renumber(&t, &[1, 1, 2, 3, 4, 5]).is_err());
    // a round robin refuses prohibited pairs when pairing: pair without it
    let mut r = r;
    r.forbidden_pairs.clear();
    let opts = PairOptions { system: PairingSystem::RoundRobin, ..Default::default() };
    let p = pairing::pair_next_round(&r, &opts).unwrap();
    let mut played = r.clone();
    pairing::apply(&mut played, &p);
    assert!(draw::renumber(&played, &numbers).is_err());
}

fn play_round(t: &mut Tournament, opts: &PairOptions, result: impl Fn(u32, u32) -> GameResult) {
    let p = pairing::pair_next_round(t, opts).unwrap();
    let r = p.round;
    for b in &p.boards {
        let res = result(b.white, b.black);
        let back = match res {
            GameResult::Win => GameResult::Loss,
            GameResult::Loss => GameResult::Win,
            x => x,
        };
        t.player_mut(b.white).unwrap().set_round(r, RoundEntry::Game { opponent: b.black, colour: Some(Colour::White), result: res });
        t.player_mut(b.black).unwrap().set_round(r, RoundEntry::Game { opponent: b.white, colour: Some(Colour::Black), result: back });
    }
    for p in t.players.iter_mut() {
        if p.round(r) == RoundEntry::NotPaired {
            p.set_round(r, RoundEntry::Bye(torre_core::ByeKind::Zero));
        }
    }
}

/// C.05 withdrawals: under half of the scheduled games played, the player's results are
/// annulled for everybody; from half on, they stand and his remaining games are forfeits.
#[test]
fn withdrawal_under_half_annuls_from_half_forfeits() {
    use roundrobin::withdrawal::{self, Outcome};
    let opts = PairOptions { system: PairingSystem::RoundRobin, ..Default::default() };
    // 6 players, 5 rounds; everybody beats higher numbers (white or black)
    let mut t = field(6, PairingSystem::RoundRobin);
    let lower_wins = |w: u32, b: u32| if w < b { GameResult::Win } else { GameResult::Loss };
    for _ in 0..2 {
        play_round(&mut t, &opts, lower_wins);
    }
    // player 6 (lost both) withdraws after 2 of 5 games: annulled
    let mut early = t.clone();
    for r in 3..=5 {
        early.player_mut(6).unwrap().set_round(r, RoundEntry::Bye(torre_core::ByeKind::Zero));
        play_round(&mut early, &opts, lower_wins);
    }
    assert_eq!(withdrawal::outcome(&early, 6), Outcome::Annulled);
    let s = withdrawal::for_standings(&early, &[(6, 3)], 5);
    assert_eq!(s.score_after(6, 5), torre_core::Score::ZERO);
    for p in &s.players {
        assert!((1..=5).all(|r| p.round(r).opponent() != Some(6)), "{} still has a game against 6", p.id);
    }
    let total = |t: &Tournament| (1..=5).map(|id| t.score_after(id, 5).tenths()).sum::<i32>();
    assert_eq!(total(&early) - total(&s), 20, "the two wins against 6 no longer count");
    assert_eq!(withdrawal::annulled(&early, &[(6, 3)]), vec![6]);
    // player 1 (won every game) withdraws after 3 of 5: his results stand, the rest forfeits
    let mut late = t.clone();
    play_round(&mut late, &opts, lower_wins);
    for r in 4..=5 {
        late.player_mut(1).unwrap().set_round(r, RoundEntry::Bye(torre_core::ByeKind::Zero));
        play_round(&mut late, &opts, lower_wins);
    }
    assert_eq!(withdrawal::outcome(&late, 1), Outcome::Forfeited);
    let s = withdrawal::for_standings(&late, &[(1, 4)], 5);
    for r in 4..=5 {
        let e = s.player(1).unwrap().round(r);
        assert!(matches!(e, RoundEntry::Game { result: GameResult::ForfeitLoss, .. }), "round {r}: {e:?}");
        let o = e.opponent().unwrap();
        assert!(matches!(s.player(o).unwrap().round(r), RoundEntry::Game { opponent: 1, result: GameResult::ForfeitWin, .. }));
        assert_eq!(s.score_after(o, 5), late.score_after(o, 5) + torre_core::Score::ONE);
    }
    assert_eq!(s.score_after(1, 5), late.score_after(1, 5));
    assert!(withdrawal::annulled(&late, &[(1, 4)]).is_empty());
}

/// A round robin ranks by the round-robin preset (no Buchholz: C.07 Art. 8 note) when the
/// tournament has no list of its own.
#[test]
fn round_robins_default_to_the_round_robin_preset() {
    use torre_core::tiebreak::standings::{default_tiebreaks, looks_round_robin};
    let t = field(6, PairingSystem::DoubleRoundRobin);
    assert!(looks_round_robin(&t));
    let codes: Vec<String> = default_tiebreaks(&t, looks_round_robin(&t)).unwrap().iter().map(|tb| tb.code()).collect();
    assert_eq!(codes, vec!["DE", "WIN", "SB", "KS"]);
    assert!(!looks_round_robin(&field(6, PairingSystem::Dutch)));
}

/// C.07 Art. 8 note: a round robin's own list (202) with a Buchholz-family code (BH, AOB, FB,
/// with or without modifiers) is refused, naming the code; the same list passes in a Swiss.
#[test]
fn buchholz_family_refused_in_a_round_robin_list() {
    use torre_core::tiebreak::standings::{check_round_robin_list, default_tiebreaks};
    use torre_core::tiebreak::{TieBreak, TieBreakError};
    for code in ["BH", "BH/C1", "AOB", "FB"] {
        let mut t = field(6, PairingSystem::RoundRobin);
        t.tiebreaks = vec!["DE".into(), code.into()];
        let e = default_tiebreaks(&t, true).unwrap_err();
        assert_eq!(e, TieBreakError::NotInRoundRobin(code.to_string()));
        assert!(e.to_string().contains("round robins (C.07 Art. 8"), "{e}");
        t.system = PairingSystem::Dutch;
        assert!(default_tiebreaks(&t, false).is_ok());
    }
    let rr = TieBreak::parse_list("DE,WIN,SB,KS").unwrap();
    assert!(check_round_robin_list(&rr, true).is_ok());
    let swiss = TieBreak::parse_list("BH/C1,SB").unwrap();
    assert!(check_round_robin_list(&swiss, false).is_ok());
    assert!(check_round_robin_list(&swiss, true).is_err());
}

/// C.05 forfeits in the TRF: a player who withdraws after half of his games keeps his results
/// and loses the rest by forfeit. `with_forfeits` writes those games in (`-`/`+`), so the file
/// read back by a program that knows nothing of the withdrawal ranks everybody as the app does
/// (`for_standings`); the file without them would not.
#[test]
fn withdrawal_forfeits_round_trip_through_the_trf() {
    use roundrobin::withdrawal;
    use torre_core::tiebreak::{self, standings::{default_tiebreaks, looks_round_robin}};
    let opts = PairOptions { system: PairingSystem::RoundRobin, ..Default::default() };
    let mut t = field(6, PairingSystem::RoundRobin);
    let result = |w: u32, b: u32| if (w + b) % 3 == 0 { GameResult::Draw } else if w < b { GameResult::Win } else { GameResult::Loss };
    for r in 1..=5 {
        if r >= 4 {
            t.player_mut(3).unwrap().set_round(r, RoundEntry::Bye(torre_core::ByeKind::Zero));
        }
        play_round(&mut t, &opts, result);
    }
    let withdrawn = [(3, 4)];
    assert_eq!(withdrawal::outcome(&t, 3), withdrawal::Outcome::Forfeited);
    let table = |t: &Tournament| {
        let list = default_tiebreaks(t, looks_round_robin(t)).unwrap();
        let s = tiebreak::standings(t, &list, Some(5), &tiebreak::Options { round_robin: true, ..Default::default() }).unwrap();
        s.rows.iter().map(|r| (r.id, r.rank, r.points, r.values.clone())).collect::<Vec<_>>()
    };
    let app = table(&withdrawal::for_standings(&t, &withdrawn, 5));
    let text = torre_core::trf::write(&withdrawal::with_forfeits(&t, &withdrawn, 5));
    let line3 = text.lines().find(|l| l.starts_with("001    3")).unwrap();
    assert_eq!(line3.split_whitespace().filter(|x| *x == "-").count(), 2, "two forfeit losses: {line3}");
    let back = torre_core::trf::read(text.as_bytes(), &Default::default()).unwrap().tournament;
    assert_eq!(back.system, PairingSystem::RoundRobin);
    assert_eq!(table(&back), app);
    let plain = torre_core::trf::read(torre_core::trf::write(&t).as_bytes(), &Default::default()).unwrap().tournament;
    assert_ne!(table(&plain), app, "without the forfeits the file ranks otherwise");
}

/// C.05 forfeits between two players who have both withdrawn: the game they were scheduled to
/// play after leaving is played by neither, so neither scores from it (`-` for both), whatever
/// order the withdrawals are listed in; it was written as a forfeit win for whichever of them
/// came first in the list.
#[test]
fn a_game_between_two_withdrawn_players_scores_for_neither() {
    use roundrobin::withdrawal;
    let opts = PairOptions { system: PairingSystem::RoundRobin, ..Default::default() };
    // the two players the table sets against each other in round 5 (of 5) of six
    let schedule = roundrobin::schedule(6, 1).unwrap();
    let &(a, b) = schedule[4].1.iter().find(|&&(w, b)| w <= 6 && b <= 6).unwrap();
    let mut t = field(6, PairingSystem::RoundRobin);
    for r in 1..=5 {
        for x in [a, b] {
            if r >= 4 {
                t.player_mut(x).unwrap().set_round(r, RoundEntry::Bye(torre_core::ByeKind::Zero));
            }
        }
        play_round(&mut t, &opts, |w, b| if w < b { GameResult::Win } else { GameResult::Draw });
    }
    for withdrawn in [[(a, 4), (b, 4)], [(b, 4), (a, 4)]] {
        assert_eq!(withdrawal::outcome(&t, a), withdrawal::Outcome::Forfeited);
        let s = withdrawal::with_forfeits(&t, &withdrawn, 5);
        for (x, y) in [(a, b), (b, a)] {
            let e = s.player(x).unwrap().round(5);
            assert!(matches!(e, RoundEntry::Game { opponent, result: GameResult::ForfeitLoss, .. } if opponent == y), "{x} in round 5 against {y}: {e:?}");
            assert_eq!(s.score_after(x, 5), t.score_after(x, 5), "{x} scores nothing from round 5");
        }
        // their other missed games (round 4) are still won by forfeit by their opponents
        let o = s.player(a).unwrap().round(4).opponent().unwrap();
        assert!(matches!(s.player(o).unwrap().round(4), RoundEntry::Game { result: GameResult::ForfeitWin, .. }));
    }
}

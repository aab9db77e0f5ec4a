//! Dubov system, 2026 text (C.04.4.1 applied from 1 February 2026): the dubov-2026 corpus
//! (two engines that implement the 2026 text), the [C2] change and the edition switch.
//! The 2018 text keeps its own tests (tests/dubov.rs, tests/dubov_disputed.rs).
mod common;
use torre_core::dubov;
use torre_core::pairing::check::before_round;
use torre_core::pairing::{self, PairOptions, RoundPairing};
use torre_core::{trf, DubovEdition, PairingSystem, Tournament};

fn options(edition: DubovEdition) -> PairOptions {
    PairOptions {
        system: PairingSystem::Dubov,
        dubov_edition: edition,
        ..Default::default()
    }
}

fn file(sub: &str, name: &str) -> Tournament {
    common::load(
        &common::shared()
            .join("conformance/dubov-2026")
            .join(sub)
            .join(format!("{name}.trf")),
    )
}

fn pair(t: &Tournament, round: u32, edition: DubovEdition) -> RoundPairing {
    pairing::pair_next_round(&before_round(t, round), &options(edition))
        .unwrap_or_else(|e| panic!("round {round}: {e}"))
}

/// Every round on which py4swiss and CPPDubovSystem agree is reproduced (pairs, colours,
/// PAB) with the options the file itself gives: no header, so the text in force, 2026.
#[test]
fn agreed_corpus_is_reproduced_by_default() {
    let files = common::trf_files("dubov-2026/agreed");
    assert_eq!(files.len(), 111);
    let (mut rounds, mut bad) = (0, Vec::new());
    for f in &files {
        let mut t = common::load(f);
        assert_eq!(t.dubov_edition, DubovEdition::E2026, "{}", f.display());
        t.system = PairingSystem::Dubov;
        let report = pairing::check(&t, &PairOptions::from_tournament(&t));
        rounds += report.rounds.len();
        for rc in report.rounds.iter().filter(|rc| !rc.matches()) {
            bad.push(format!(
                "{} round {}: expected {:?} got {:?}",
                f.file_name().unwrap().to_string_lossy(),
                rc.round,
                rc.expected,
                rc.produced
            ));
        }
    }
    assert_eq!(rounds, 498);
    assert!(
        bad.is_empty(),
        "{} of {rounds} rounds differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// n0020-r08-s337-k6 round 4: 12 (0 points) was paired up against 15 (½) in round 3 and won
/// by forfeit. An unplayed pairing is no upfloat (module doc of `dubov`), so C.10 does not
/// count 12 in round 4 and the @1.5 bracket pairs 8-13, 10-12 as both engines do (counting
/// it gave 8-12, 10-13).
#[test]
fn a_forfeited_upfloat_is_no_float() {
    let t = file("agreed", "n0020-r08-s337-k6");
    let ctx = dubov::Ctx::new(&before_round(&t, 4), 4, DubovEdition::E2026).unwrap();
    let i = ctx.ids.iter().position(|&id| id == 12).unwrap();
    assert_eq!((ctx.floats[i], ctx.floated_prev[i]), (0, false));
    // 6 did upfloat, over the board, in round 3 (1½ against 1's 2)
    let j = ctx.ids.iter().position(|&id| id == 6).unwrap();
    assert_eq!((ctx.floats[j], ctx.floated_prev[j]), (1, true));
    let got = pair(&t, 4, DubovEdition::E2026);
    for (w, b) in [(8, 13), (10, 12)] {
        assert!(
            got.boards.iter().any(|x| (x.white, x.black) == (w, b)),
            "{w}-{b} missing: {:?}",
            got.boards
        );
    }
}

/// [C2] (2026: Basic Rules Art. 4) bars a participant who already scored a full-point bye;
/// the 2018 C.2 (C.04.1.d) did not. disputed/n0011-r06-s162 round 6: 8 (F in round 1, the
/// lowest score) gets the PAB under the 2018 text, as py4swiss gives it; under 2026 it goes
/// to 4, as CPPDubovSystem gives it (the README's verdict).
#[test]
fn a_full_point_bye_bars_the_pab_under_2026_only() {
    let t = file("disputed", "n0011-r06-s162");
    assert_eq!(pair(&t, 6, DubovEdition::E2018).bye, Some(8));
    assert_eq!(pair(&t, 6, DubovEdition::E2026).bye, Some(4));
    let before = before_round(&t, 6);
    assert!(torre_core::bye::may_receive_pab(
        &before,
        8,
        6,
        DubovEdition::E2018
    ));
    assert!(!torre_core::bye::may_receive_pab(
        &before,
        8,
        6,
        DubovEdition::E2026
    ));
}

/// The disputed tournaments, where the two engines differ: the rounds before the first
/// difference (both engines agree) are reproduced, and at the first difference Torre gives
/// what the README's adjudicated categories say.
/// * Round-1 colours (64 files): py4swiss applies 5.2.1 (TPN parity): the file's round.
/// * PAB (25 files, and one CPPDubovSystem crash): the PAB player below, article by article.
///   - [C2]: an earlier F bars (CPPDubovSystem right, 1 file); an earlier H or Z does not.
///   - 3.1.3 lowest score: the H/Z player had the lower score (py4swiss right, 7 files), or
///     equal score and games, then 3.1.5 the largest TPN (n0047-r08-s237: py4swiss right).
///   - 3.1.4 most games played, at equal scores: py4swiss takes the player with fewer games
///     (CPPDubovSystem right). A forfeit is not a game played (8 files, the README's "8"),
///     nor an H/Z round (8 files the README counts under "H/Z", where CPPDubovSystem also
///     bars the H/Z player: 3.1.4 gives its choice, not py4swiss's), and in the crash
///     n0056-r08-s202 round 8 (49, seven games, not 51, six).
/// The 120 "pairs" and 6 "colours only" files are not adjudicated; Torre gives py4swiss's
/// round in all 126 (reported in docs/conformance.md, not asserted).
#[test]
fn disputed_rounds_follow_the_adjudicated_categories() {
    let pab: &[(&str, u32, u32)] = &[
        // [C2] 2026: earlier F
        ("n0011-r06-s162", 6, 4),
        // 3.1.3 lowest score (the H/Z player), 3.1.5 largest TPN
        ("n0011-r09-s198", 6, 6),
        ("n0013-r07-s201", 6, 12),
        ("n0019-r07-s357", 5, 18),
        ("n0023-r08-s221", 6, 17),
        ("n0026-r06-s119", 5, 25),
        ("n0038-r09-s134", 7, 31),
        ("n0047-r08-s237", 6, 46),
        ("n0054-r07-s331", 6, 46),
        // 3.1.4 most games played: the other player had a forfeit
        ("n0014-r08-s326", 2, 13),
        ("n0015-r07-s372", 4, 10),
        ("n0023-r07-s360", 3, 20),
        ("n0029-r06-s348", 4, 24),
        ("n0031-r09-s254", 4, 28),
        ("n0038-r07-s271", 5, 32),
        ("n0055-r06-s220", 5, 50),
        ("n0057-r09-s252", 3, 52),
        // 3.1.4 most games played: the other player had an H or Z round
        ("n0023-r09-s107", 4, 21),
        ("n0023-r09-s334", 4, 20),
        ("n0028-r08-s257", 7, 24),
        ("n0031-r07-s192", 4, 18),
        ("n0045-r07-s341", 6, 39),
        ("n0051-r06-s158", 6, 40),
        ("n0053-r08-s151", 3, 53),
        ("n0056-r08-s145", 6, 47),
        ("n0056-r08-s202", 8, 49),
    ];
    let (mut round_one, mut pab_seen, mut prefix_rounds) = (0, 0, 0);
    let mut bad = Vec::new();
    for f in common::trf_files("dubov-2026/disputed") {
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        let json: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(f.with_extension("engines.json")).unwrap(),
        )
        .unwrap();
        let first = json["agree_prefix"].as_u64().unwrap() as u32 + 1;
        let t = common::load(&f);
        let report = pairing::check(&t, &options(DubovEdition::E2026));
        for rc in report.rounds.iter().filter(|rc| rc.round < first) {
            prefix_rounds += 1;
            if !rc.matches() {
                bad.push(format!(
                    "{name} round {}: both engines agree, Torre differs",
                    rc.round
                ));
            }
        }
        let at = &report.rounds[first as usize - 1];
        if let Some(&(_, r, want)) = pab.iter().find(|(n, _, _)| *n == name) {
            assert_eq!(r, first, "{name}");
            pab_seen += 1;
            if at.produced.as_ref().map(|p| p.bye) != Ok(Some(want)) {
                bad.push(format!(
                    "{name} round {r}: PAB should be {want}, got {:?}",
                    at.produced
                ));
            }
        } else if first == 1 {
            let engines = &json["per_round"][0];
            let cpp = engines["cppdubov"].as_str().unwrap();
            if !cpp.starts_with("ERROR")
                && !engines["same_pairs_colours"].as_bool().unwrap()
                && engines["same_pairs"].as_bool().unwrap()
            {
                round_one += 1;
                if !at.matches() {
                    bad.push(format!(
                        "{name} round 1: colours should be py4swiss's (5.2.1)"
                    ));
                }
            }
        }
    }
    assert_eq!((round_one, pab_seen), (64, 26));
    assert!(prefix_rounds > 400, "{prefix_rounds}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The edition a file declares: 192 (`FIDE_DUBOV_2018` / `FIDE_DUBOV_2026`), 092, the start
/// date (before 1 February 2026: 2018), else 2026; and the TRF writer keeps it.
#[test]
fn edition_from_the_header() {
    let players = "001    1      A                                 2400                             0.0    1\n001    2      B                                 2300                             0.0    2\n";
    let e = |header: &str| {
        trf::read_str(&format!("012 x\n{header}{players}"), &Default::default())
            .unwrap()
            .tournament
    };
    assert_eq!(e("").dubov_edition, DubovEdition::E2026);
    assert_eq!(
        e("192 FIDE_DUBOV_2018\n").dubov_edition,
        DubovEdition::E2018
    );
    assert_eq!(e("042 2025/06/01\n").dubov_edition, DubovEdition::E2018);
    assert_eq!(
        e("042 2025/06/01\n192 FIDE_DUBOV_2026\n").dubov_edition,
        DubovEdition::E2026
    );
    assert_eq!(
        e("042 2025/06/01\n192 FIDE_DUBOV\n").dubov_edition,
        DubovEdition::E2018,
        "bare code: by date"
    );
    assert_eq!(
        e("092 Swiss Dubov 2018\n").dubov_edition,
        DubovEdition::E2018
    );
    let t = e("192 FIDE_DUBOV_2018\n");
    assert_eq!(
        PairOptions::from_tournament(&t),
        PairOptions {
            system: PairingSystem::Dubov,
            edition: t.edition,
            dubov_edition: DubovEdition::E2018
        }
    );
    // written and read back: the same system and edition
    for (header, edition) in [
        ("", DubovEdition::E2018),
        ("042 2025/06/01\n", DubovEdition::E2026),
        ("042 2025/06/01\n", DubovEdition::E2018),
    ] {
        let mut t = e(header);
        t.system = PairingSystem::Dubov;
        t.dubov_edition = edition;
        let back = trf::read_str(&trf::write(&t), &Default::default())
            .unwrap()
            .tournament;
        assert_eq!(
            (back.system, back.dubov_edition),
            (PairingSystem::Dubov, edition),
            "{header:?}"
        );
    }
}

/// The explanation cites the articles of the edition applied: B.0, C.5, E.1 ... under 2018;
/// Art. 3.1, [C5], Art. 5.2.2 ... under 2026 (and says which text it is).
#[test]
fn the_explanation_cites_the_edition_articles() {
    let t = file("disputed", "n0011-r06-s162");
    for (edition, bye, colour) in [
        (DubovEdition::E2018, "B.0: ", "E."),
        (DubovEdition::E2026, "Art. 3.1: ", "Art. 5.2."),
    ] {
        let e = torre_core::explain::explain(&t, &options(edition), Some(6)).unwrap();
        let d = e.dubov.as_ref().unwrap();
        assert_eq!(d.edition, edition);
        assert!(d.bye_reason.starts_with(bye), "{}", d.bye_reason);
        assert!(
            d.colours.iter().all(|c| c.rule.starts_with(colour)),
            "{:?}",
            d.colours
        );
        let text = torre_core::explain::text::render(&e);
        let old = ["B.0", "B.2", "B.4", "D.1", "C.5=", "C.7="];
        match edition {
            DubovEdition::E2018 => assert!(old.iter().all(|a| text.contains(a)), "{text}"),
            DubovEdition::E2026 => {
                assert!(old.iter().all(|a| !text.contains(a)), "{text}");
                assert!(
                    text.contains("[C5]=")
                        && text.contains("Art. 3.2.4")
                        && text.contains("Art. 4.2"),
                    "{text}"
                );
            }
        }
    }
}

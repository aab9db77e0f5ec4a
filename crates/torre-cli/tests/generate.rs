//! `torre -g` as bbpPairings and JaVaFo are called, and `torre -c` over its files: pairings
//! and standings agree (exit 0); a changed rank is reported (exit 1).

use std::path::PathBuf;
use std::process::{Command, Output};

fn torre(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torre")).args(args).output().expect("torre runs")
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("torre-gen-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

#[test]
fn generated_files_pass_the_checker_and_repeat_by_seed() {
    let d = dir("many");
    let pattern = d.join("T%d.trf");
    for system in ["--dutch", "--dubov"] {
        let o = torre(&[system, "-g", "6", "-o", pattern.to_str().unwrap(), "-s", "40"]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        // the type of tournament in the ETT26 spelling of the edition played (issue 20)
        let code = if system == "--dutch" { "\n092 FIDE_DUTCH_2026\n" } else { "\n092 FIDE_DUBOV\n" };
        let first = std::fs::read_to_string(d.join("T1.trf")).unwrap();
        assert!(first.contains(code), "{system}: {first}");
        for k in 1..=6 {
            let f = d.join(format!("T{k}.trf"));
            let o = torre(&[system, f.to_str().unwrap(), "-c"]);
            let out = text(&o);
            assert_eq!(o.status.code(), Some(0), "{system} T{k}: {out}");
            assert!(out.contains("standings after round") && out.contains(": same (compared points and ranks)"), "{out}");
        }
    }
    // file k of a run is the file of seed SEED + k - 1 made alone
    let alone = d.join("alone.trf");
    let o = torre(&["--dubov", "-g", "-o", alone.to_str().unwrap(), "-s", "42"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert_eq!(std::fs::read(&alone).unwrap(), std::fs::read(d.join("T3.trf")).unwrap());
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn config_file_keys_and_trf_2026() {
    let d = dir("config");
    let cfg = d.join("rtg.cfg");
    std::fs::write(&cfg, "PlayersNumber=15\nRoundsNumber=5\nTieBreaks=BH,SB,WIN\nForfeitRate=0\n").unwrap();
    let out = d.join("t.trf");
    let o = torre(&["--dutch", "--edition", "2017", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "3", "--trf", "2026"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let file = std::fs::read_to_string(&out).unwrap();
    assert_eq!(file.lines().filter(|l| l.starts_with("001 ")).count(), 15);
    assert!(file.contains("\n142 5\n") && file.contains("\n202 BH,SB,WIN\n") && file.contains("FIDE_DUTCH_2017"), "{file}");
    let o = torre(&["--dutch", out.to_str().unwrap(), "-c"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    // swap the ranks of the first and the last: both reported with their tie-break values
    let lines: Vec<String> = file.lines().map(|l| {
        if l.starts_with("001 ") {
            let rank: String = l.chars().skip(85).take(4).collect();
            let new = match rank.trim() { "1" => "  15".to_string(), "15" => "   1".to_string(), _ => rank };
            format!("{}{}{}", l.chars().take(85).collect::<String>(), new, l.chars().skip(89).collect::<String>())
        } else {
            l.to_string()
        }
    }).collect();
    std::fs::write(&out, lines.join("\n")).unwrap();
    let o = torre(&["--dutch", out.to_str().unwrap(), "-c"]);
    let report = text(&o);
    assert_eq!(o.status.code(), Some(1), "{report}");
    assert!(report.contains("DIFFERENT for 2 players") && report.contains("the standings differ for 2 players"), "{report}");
    assert!(report.lines().filter(|l| l.starts_with("  player ") && l.contains("BH ") && l.contains("SB ") && l.contains("WIN ")).count() == 2, "{report}");
    // a bad key is refused naming the line
    std::fs::write(&cfg, "PlayersNumber=15\nColour=red\n").unwrap();
    let o = torre(&["--dutch", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "1"]);
    assert_eq!(o.status.code(), Some(3), "{}", text(&o));
    assert!(text(&o).contains("line 2: unknown key \"Colour\""), "{}", text(&o));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_standings_check_uses_the_tournaments_c07_edition() {
    let d = dir("edition");
    let out = d.join("t.trf");
    let o = torre(&["--dutch", "-g", "-o", out.to_str().unwrap(), "-s", "7"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    // no start date: the latest edition, with which the generator ranked the players
    let o = torre(&["--dutch", out.to_str().unwrap(), "-c"]);
    let report = text(&o);
    assert_eq!(o.status.code(), Some(0), "{report}");
    assert!(report.contains("tie-breaks by C.07 (March 2026): no start date (042)"), "{report}");
    // a start date before August 2024: the 2023 edition was in force
    let file = std::fs::read_to_string(&out).unwrap();
    let dated: String = file.lines().map(|l| if l.starts_with("012 ") { format!("{l}\n042 2023-05-01\n") } else { format!("{l}\n") }).collect();
    std::fs::write(&out, dated).unwrap();
    let report = text(&torre(&["--dutch", "--edition", "2026", out.to_str().unwrap(), "-c"]));
    assert!(report.contains("tie-breaks by C.07 (2023): start date 2023-05-01 (042)"), "{report}");
    let _ = std::fs::remove_dir_all(&d);
}

/// (round, player) -> (opponent, result code) of a TRF's 001 lines.
fn games(file: &str) -> Vec<(u32, u32, u32, char)> {
    let mut out = Vec::new();
    for l in file.lines().filter(|l| l.starts_with("001 ")) {
        let id: u32 = l[4..8].trim().parse().unwrap();
        let mut r = 0;
        let mut c = 91;
        while c + 8 <= l.len() + 1 {
            r += 1;
            let cell = &l[c..(c + 8).min(l.len())];
            if let Ok(opp) = cell[..4].trim().parse::<u32>() {
                if opp > 0 {
                    out.push((r, id, opp, cell.chars().nth(7).unwrap_or(' ')));
                }
            }
            c += 10;
        }
    }
    out
}

#[test]
fn dubov_edition_is_generated_declared_and_checked() {
    let d = dir("dubov-edition");
    for (edition, code) in [("2018", "FIDE_DUBOV_2018"), ("2026", "FIDE_DUBOV")] {
        let out = d.join(format!("d{edition}.trf"));
        let o = torre(&["--dubov", "--edition", edition, "-g", "-o", out.to_str().unwrap(), "-s", "11"]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        let file = std::fs::read_to_string(&out).unwrap();
        assert!(file.lines().any(|l| l == format!("092 {code}")), "{edition}: {file}");
        // the checker takes the edition from the file and agrees
        let o = torre(&["--dubov", out.to_str().unwrap(), "-c"]);
        assert_eq!(o.status.code(), Some(0), "{edition}: {}", text(&o));
    }
    // --edition names the text of the system chosen, wherever it comes after it
    let out = d.join("x.trf");
    let o = torre(&["--dubov", "-g", "-o", out.to_str().unwrap(), "--edition", "2018", "-s", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(std::fs::read_to_string(&out).unwrap().contains("092 FIDE_DUBOV_2018"));
    for (system, bad) in [("--dubov", "2017"), ("--dutch", "2018")] {
        let o = torre(&[system, "--edition", bad, "-g", "-o", out.to_str().unwrap(), "-s", "1"]);
        assert_eq!(o.status.code(), Some(2), "{}", text(&o));
        assert!(text(&o).contains(&format!("{system} --edition takes")), "{}", text(&o));
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn unusual_results_and_double_forfeits_are_generated_and_the_checker_agrees() {
    // ½-0, 0-½, 0-0 over the board and 0-0 forfeits (TEC's generator list), with half-point
    // byes; tie-breaks that read each side's own points (SB, STD, DE)
    let d = dir("unusual");
    let cfg = d.join("u.cfg");
    std::fs::write(&cfg, "PlayersNumber=20\nRoundsNumber=7\nUnusualResultRate=4\nForfeitRate=5\nHalfPointByeRate=10\nTieBreaks=BH/C1,SB,STD,DE,WIN,TPN\n").unwrap();
    let (mut half_zero, mut zero_zero, mut double_forfeit) = (0, 0, 0);
    for system in ["--dutch", "--dubov"] {
        for seed in 1..=4 {
            let out = d.join(format!("u{seed}.trf"));
            let o = torre(&[system, "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", &seed.to_string()]);
            assert_eq!(o.status.code(), Some(0), "{}", text(&o));
            let file = std::fs::read_to_string(&out).unwrap();
            let all = games(&file);
            let result = |r: u32, id: u32, opp: u32| all.iter().find(|g| g.0 == r && g.1 == opp && g.2 == id).map(|g| g.3);
            for &(r, id, opp, res) in &all {
                match (res, result(r, id, opp)) {
                    ('=', Some('0')) => half_zero += 1,
                    ('0', Some('0')) => zero_zero += 1,
                    ('-', Some('-')) => double_forfeit += 1,
                    _ => {}
                }
            }
            let o = torre(&[system, out.to_str().unwrap(), "-c"]);
            let report = text(&o);
            assert_eq!(o.status.code(), Some(0), "{system} seed {seed}: {report}");
            assert!(report.contains(": same (compared points and ranks)"), "{report}");
        }
    }
    assert!(half_zero > 0 && zero_zero > 0 && double_forfeit > 0, "½-0 {half_zero}, 0-0 {zero_zero}, 0F-0F {double_forfeit}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn generator_bounds_are_refused_with_the_key_and_the_limits() {
    let d = dir("bounds");
    let cfg = d.join("b.cfg");
    let out = d.join("b.trf");
    for (config, says) in [
        // a value out of bounds: the file, its line, the key and the bounds (docs/cli.md)
        ("DrawPercentage=120\n", "b.cfg: generator configuration: line 1: DrawPercentage: 120 is out of bounds (0-100)"),
        ("PlayersNumber=10\nHighestRating=5000\n", "b.cfg: generator configuration: line 2: HighestRating: 5000 is out of bounds (100-3500)"),
        ("LowestRating=20\n", "line 1: LowestRating: 20 is out of bounds (100-3500)"),
        ("PlayersNumber=1\n", "b.cfg: generator configuration: line 1: PlayersNumber: 1 is out of bounds (2-9999)"),
        ("# an event\nPlayersNumber=12000\n", "b.cfg: generator configuration: line 2: PlayersNumber: 12000 is out of bounds (2-9999)"),
        ("RoundsNumber=0\n", "b.cfg: generator configuration: line 1: RoundsNumber: 0 is out of bounds (1-99)"),
        ("LowestRating=2000\nHighestRating=1500\n", "LowestRating 2000 is above HighestRating 1500"),
        ("PointsForDraw=0.6\n", "point system not usable: two draws (0.6 each) are worth more than a win and a loss (1.0 + 0.0)"),
        ("PointsForWin=1\nPointsForDraw=2\n", "point system not usable: win 1.0, draw 2.0, loss 0.0: a win must be worth at least a draw"),
        ("PointsForPAB=2\n", "point system not usable: PAB 2.0: a bye or a forfeit loss is worth from 0 to a win (1.0)"),
        ("PointsForPAB=0.8\n", "point system not usable: PAB 0.8: with the standard 1-0.5-0 scoring the PAB is worth 1, 0.5 or 0"),
        ("PlayersNumber=abc\n", "line 1: PlayersNumber takes a whole number, found \"abc\""),
    ] {
        std::fs::write(&cfg, config).unwrap();
        let o = torre(&["--dutch", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "1"]);
        assert_eq!(o.status.code(), Some(3), "{config}: {}", text(&o));
        assert!(text(&o).contains(says), "{config}: {}", text(&o));
        assert!(!out.exists(), "{config}: no file written");
    }
    std::fs::write(&cfg, "Baku=true\n").unwrap();
    let o = torre(&["--dubov", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "1"]);
    assert_eq!(o.status.code(), Some(3), "{}", text(&o));
    assert!(text(&o).contains("Baku acceleration (C.04.5.1) is generated with the Dutch system only"), "{}", text(&o));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_trf_06_file_is_read_and_checked() {
    // TRF-06 (the 2006 format) has the same 001 record, but none of the later records (no XXR,
    // XXC, 142, 192, 202), birth dates as YY/MM/DD, and half-point byes written the old way as
    // a draw against nobody, "0000 - =". A generated file turned into that form is checked as
    // the original: every round re-paired alike, the round-1 colour read from round 1, the
    // standings (list given with --tiebreaks) the same; each old-style bye is a warning.
    let d = dir("trf06");
    let cfg = d.join("c.cfg");
    std::fs::write(&cfg, "PlayersNumber=16\nRoundsNumber=6\nHalfPointByeRate=8\nTieBreaks=BH/C1,BH,SB,WIN\n").unwrap();
    let out = d.join("t16.trf");
    let o = torre(&["--dutch", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "3"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let file = std::fs::read_to_string(&out).unwrap();
    let halves = file.matches("0000 - H").count();
    assert!(halves > 0, "the file has half-point byes: {file}");
    let old: Vec<String> = file
        .lines()
        .filter(|l| !["XXR", "XXC", "142", "192", "202"].contains(&l.get(..3).unwrap_or("")))
        .map(|l| {
            if !l.starts_with("001 ") {
                return l.to_string();
            }
            let l = format!("{l:<91}");
            format!("{}{:<10}{}", &l[..69], "85/03/12", &l[79..]).replace("0000 - H", "0000 - =")
        })
        .collect();
    let f06 = d.join("t06.trf");
    std::fs::write(&f06, old.join("\n") + "\n").unwrap();
    let o = torre(&["--dutch", f06.to_str().unwrap(), "-c", "--tiebreaks", "BH/C1,BH,SB,WIN"]);
    let report = text(&o);
    assert_eq!(o.status.code(), Some(0), "{report}");
    assert_eq!(report.matches("\"0000 - =\" read as a half-point bye (H)").count(), halves, "{report}");
    assert!(report.contains("initial colour: ") && report.contains("read from round 1"), "{report}");
    assert!(report.contains("standings after round 6 (BH/C1,BH,SB,WIN): same"), "{report}");
    assert!(report.contains("checked 6 rounds: 6 match, 0 differ"), "{report}");
    let _ = std::fs::remove_dir_all(&d);
}

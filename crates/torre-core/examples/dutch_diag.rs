//! Diagnose a differing Dutch round: the first bracket where the engine leaves the file's
//! pairing, with the literal procedure's choice for it. Usage: dutch_diag FILE ROUND [2017|2026]
use torre_core::dutch::bracket::Ctx;
use torre_core::dutch::literal::{self, Problem};
use torre_core::explain::dutch::engine_events;
use torre_core::pairing::check::before_round;
use torre_core::pairing::pairing_in_file;
use torre_core::*;

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let t = trf::read(&std::fs::read(&a[0]).unwrap(), &Default::default())
        .unwrap()
        .tournament;
    let round: u32 = a[1].parse().unwrap();
    let edition = if a.get(2).map(|s| s.as_str()) == Some("2026") {
        DutchEdition::E2026
    } else {
        DutchEdition::E2017
    };
    let before = before_round(&t, round);
    let file = pairing_in_file(&t, round);
    let (ents, events, _) = engine_events(&before, round, edition).unwrap();
    let ctx = Ctx {
        ents: &ents,
        initial: before.initial_colour.unwrap_or(Colour::White),
        forbidden: &before.forbidden_pairs,
        edition,
        pab_max: None,
    };
    let idx = |id: PlayerId| ents.iter().position(|e| e.id == id).unwrap();
    let mut partner = vec![None; ents.len()];
    for b in &file.boards {
        partner[idx(b.white)] = Some(idx(b.black));
        partner[idx(b.black)] = Some(idx(b.white));
    }
    let name = |i: usize| {
        format!(
            "{}({}{})",
            ents[i].id,
            ents[i].score.tenths() as f32 / 10.0,
            if ents[i].can_bye { "" } else { "*" }
        )
    };
    let ids = |p: &[(usize, usize)]| {
        p.iter()
            .map(|&(x, y)| format!("{}-{}", ents[x].id, ents[y].id))
            .collect::<Vec<_>>()
            .join(" ")
    };
    println!("file bye {:?}", file.bye);
    for e in &events {
        let file_pairs: Vec<(usize, usize)> = e
            .bracket
            .iter()
            .filter_map(|&x| {
                partner[x]
                    .filter(|&y| e.bracket.contains(&y) && x < y)
                    .map(|y| (x, y))
            })
            .collect();
        let same = literal::normalised(&file_pairs) == literal::normalised(&e.pairs)
            && e.unpaired
                .iter()
                .all(|&u| partner[u].is_none_or(|y| !e.bracket.contains(&y)));
        let b: Vec<String> = e.bracket.iter().map(|&i| name(i)).collect();
        println!(
            "bracket [{}] mdps {} next {} rest {} complete {} bye {}",
            b.join(" "),
            e.mdps,
            e.next.len(),
            e.rest.len(),
            e.complete,
            e.bye
        );
        println!(
            "  engine {} | unpaired {}",
            ids(&e.pairs),
            e.unpaired
                .iter()
                .map(|&i| ents[i].id.to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        if !same {
            println!("  file   {}", ids(&file_pairs));
            let p = Problem {
                ctx: &ctx,
                bracket: &e.bracket,
                mdps: e.mdps,
                next: &e.next,
                rest: &e.rest,
                complete: e.complete,
                bye: e.bye,
            };
            match literal::run(&p) {
                Some(out) => {
                    let lit = out.chosen.map(|c| {
                        out.candidates[c]
                            .0
                            .pairs
                            .iter()
                            .map(|&(x, y)| (e.bracket[x], e.bracket[y]))
                            .collect::<Vec<_>>()
                    });
                    println!("  literal {}", lit.map_or("none".into(), |p| ids(&p)));
                    for (g, v) in &out.candidates {
                        if let literal::Verdict::Legal(v) = v {
                            let pp: Vec<(usize, usize)> = g
                                .pairs
                                .iter()
                                .map(|&(x, y)| (e.bracket[x], e.bracket[y]))
                                .collect();
                            println!("    cand {} : {:?}", ids(&pp), v);
                        }
                    }
                }
                None => println!("  literal: bracket too large"),
            }
            break;
        }
    }
}

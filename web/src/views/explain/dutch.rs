//! The Dutch trace drawn like the seed slides: brackets, candidates (S1 and S2 as two
//! columns), failure values, fates, the colour rules.

use super::*;
use torre_core::DutchEdition;

/// A sentence naming the 2017 articles, as the edition of the round names them
/// (`dutch::articles`: a 2026 round cites [C1]-[C21] and Art. 1-5).
pub(super) fn cite(e: DutchEdition, text: &str) -> String {
    torre_core::dutch::articles::rewrite(e, text)
}

/// What a Dutch criterion of the failures table asks: the 2017 names (C.5–C.19) and, for a
/// round paired under the 2026 text, its own ([C5]–[C21], C.04.3 2026 Art. 2.3–2.4).
pub(super) fn criterion_name(code: &str) -> &'static str {
    match code {
        "[C5]" => tr().crit26_c5,
        "[C6]" => tr().crit26_c6,
        "[C7]" => tr().crit26_c7,
        "[C8]" => tr().crit26_c8,
        "[C9]" => tr().crit26_c9,
        // [C10]-[C13] say what 2017 C.8-C.11 say
        "[C10]" => tr().trace_c8,
        "[C11]" => tr().trace_c9,
        "[C12]" => tr().trace_c10,
        "[C13]" => tr().trace_c11,
        "[C14]" => tr().crit26_c14,
        "[C15]" => tr().crit26_c15,
        "[C16]" => tr().crit26_c16,
        "[C17]" => tr().crit26_c17,
        "[C18]" => tr().crit26_c18,
        "[C19]" => tr().crit26_c19,
        "[C20]" => tr().crit26_c20,
        "[C21]" => tr().crit26_c21,
        _ => strings::trace_criterion_name(code),
    }
}

/// The candidates shown for a bracket: the listed ones, then the engine's choice when it is
/// not among them (summaries).
pub(super) fn shown_candidates(b: &BracketTrace) -> Vec<Candidate> {
    sentence::dutch_shown(b)
}

pub(super) fn chosen_index(b: &BracketTrace) -> usize {
    let v = shown_candidates(b);
    v.iter().position(|c| c.number == b.chosen.number && c.number > 0).unwrap_or(v.len().saturating_sub(1))
}

pub(super) fn pairs_attr(p: &[(PlayerId, PlayerId)]) -> String {
    p.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(" ")
}

pub(super) fn ids(v: &[PlayerId]) -> String {
    v.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

pub(super) fn pts(x: f64) -> String {
    format!("{x}")
}

pub(super) fn fate_key(f: Fate) -> &'static str {
    match f {
        Fate::Illegal => "illegal",
        Fate::Duplicate => "duplicate",
        Fate::BestSoFar => "best_so_far",
        Fate::Discarded => "discarded",
        Fate::Perfect => "perfect",
        Fate::ChosenBest => "chosen_best",
        Fate::Listed => "listed",
    }
}


/// 2026 has no PPB nor CLB: the bracket is re-paired under its completion criterion.
pub(super) fn kind_text(k: BracketKind, e: DutchEdition) -> String {
    let text = match k {
        BracketKind::Regular => tr().explain_bracket,
        BracketKind::Last => tr().explain_last_bracket,
        BracketKind::Ppb if e == DutchEdition::E2026 => tr().explain_repaired,
        BracketKind::Ppb => tr().explain_ppb,
        BracketKind::Clb => tr().explain_clb,
    };
    cite(e, text)
}

pub(super) fn kind_short(k: BracketKind, e: DutchEdition) -> &'static str {
    match k {
        BracketKind::Regular => tr().explain_bracket,
        BracketKind::Last => tr().explain_last_bracket,
        BracketKind::Ppb if e == DutchEdition::E2026 => tr().explain_repaired_short,
        BracketKind::Ppb => "PPB",
        BracketKind::Clb => "CLB",
    }
}

/// A player as the seed slides write him: "3Bb↓" (pairing number, preference, last float).
pub(super) fn tag(players: &[PlayerState], id: PlayerId) -> String {
    let Some(p) = players.iter().find(|p| p.id == id) else { return id.to_string() };
    let arrow = match p.float_prev.as_str() {
        "up" => "↑",
        "down" => "↓",
        _ => "",
    };
    format!("{}{}{}", p.id, p.preference, arrow)
}

/// The columns of the failures table: C.5 and C.6 always, the others when not zero for this
/// candidate or for the best values.
pub(super) fn failure_columns(f: &Failures, ideal: &Failures) -> Vec<usize> {
    let (mine, best) = (f.cells(), ideal.cells());
    let zero = |s: &str| s == "0" || s == "[]";
    (0..mine.len()).filter(|&i| Failures::always_shown(mine[i].0) || !zero(&mine[i].1) || !zero(&best[i].1)).collect()
}

/// The criteria (codes) of the failures table of a candidate, for the legend.
pub(super) fn table_criteria(c: &Candidate, ideal: &Failures) -> Vec<&'static str> {
    c.failures
        .as_ref()
        .map(|f| {
            let cells = f.cells();
            failure_columns(f, ideal).into_iter().map(|i| cells[i].0).collect()
        })
        .unwrap_or_default()
}

/// The failures table: this candidate against the best value any candidate reaches. Columns
/// that are zero everywhere are left out (C.5 and C.6 always shown). An illegal candidate says
/// why; a duplicate shows nothing (its sentence says it).
pub(super) fn failures_table(c: &Candidate, ideal: &Failures, e: DutchEdition) -> AnyView {
    let Some(f) = &c.failures else {
        return c.breach.as_ref().map(|w| view! { <p class="explain-illegal" data-testid="explain-illegal">{tr().fate_illegal} ": " {cite(e, &words::breach(w))}</p> }).into_any();
    };
    let mine = f.cells();
    let best = ideal.cells();
    let cols = failure_columns(f, ideal);
    view! {
        <table class="grid failures" data-testid="explain-failures">
            <thead><tr><th class="left">{tr().explain_criterion}</th>{cols.iter().map(|&i| view! { <th title=criterion_name(mine[i].0)>{cite(e, mine[i].0)}</th> }).collect_view()}</tr></thead>
            <tbody>
                <tr><th class="left">{tr().explain_this}</th>{cols.iter().map(|&i| {
                    let worse = mine[i].1 != best[i].1;
                    view! { <td class:worse=worse data-criterion=mine[i].0>{mine[i].1.clone()}</td> }
                }).collect_view()}</tr>
                <tr class="muted"><th class="left">{tr().explain_best}</th>{cols.iter().map(|&i| view! { <td>{best[i].1.clone()}</td> }).collect_view()}</tr>
            </tbody>
        </table>
    }
    .into_any()
}

/// The rule of a step and what it changes, in BSNs: "D.1 · S2 = 4 6 5", "D.2 · 2 ↔ 3".
fn notation(step: &explain::Alteration, e: DutchEdition) -> String {
    let nums = |v: &[u32]| v.iter().map(|k| k.to_string()).collect::<Vec<_>>().join(" ");
    let mut s = step.rule.clone();
    if let Some((out, into)) = &step.exchange {
        s.push_str(&format!(" · {} ↔ {}", nums(out), nums(into)));
    }
    if step.rule == "D.1" {
        s.push_str(&format!(" · S2 = {}", nums(&step.s2)));
    }
    cite(e, &s)
}

/// S1 and S2 of one step as the two columns of the slides: row k pairs S1[k] with S2[k].
/// Rows `shown` of them (a part in presentation mode).
pub(super) fn columns(label: &'static str, step: &explain::Alteration, b: &BracketTrace, players: &[PlayerState], part: usize, e: DutchEdition) -> impl IntoView {
    let who = |bsn: u32| b.bsn.get(bsn as usize - 1).copied();
    let len = column_rows(step);
    let shown = rows(len, part);
    let cell = move |bsn: Option<u32>| match bsn.and_then(|k| who(k).map(|id| (k, id))) {
        Some((k, id)) => view! { <td class="player"><span class="bsn">{k}</span>" "<strong>{tag(players, id)}</strong></td> }.into_any(),
        None => view! { <td class="player empty"></td> }.into_any(),
    };
    let limbo = ids(&step.limbo.iter().filter_map(|&k| who(k)).collect::<Vec<_>>());
    view! {
        <div class="s12">
            <div class="small muted">{label} " · " <span data-testid="explain-step">{notation(step, e)}</span></div>
            <table class="s12cols">
                <thead><tr><th>"S1"</th><th></th><th>"S2"</th></tr></thead>
                <tbody>
                    {shown.clone().map(|k| {
                        let a = step.s1.get(k).copied();
                        let z = step.s2.get(k).copied();
                        view! { <tr>{cell(a)}<td class="link">{if a.is_some() && z.is_some() { "—" } else { "" }}</td>{cell(z)}</tr> }
                    }).collect_view()}
                </tbody>
            </table>
            {none_here(&shown, len)}
            {(!limbo.is_empty()).then(|| view! { <div class="small">{tr().explain_limbo} ": " {limbo}</div> })}
        </div>
    }
}

/// The rows of a step's S1 and S2 columns.
fn column_rows(step: &explain::Alteration) -> usize {
    step.s1.len().max(step.s2.len())
}

/// The pairs of a step (a part of them in presentation mode), and who is left unpaired.
pub(super) fn pairs_view(pairs: &[(PlayerId, PlayerId)], part: usize, unpaired: &[PlayerId]) -> impl IntoView {
    let shown = rows(pairs.len(), part);
    view! {
        <div class="pairs">
            <div class="small muted">{tr().explain_pairs}</div>
            <ul data-testid="explain-pairs">{pairs[shown.clone()].iter().map(|(x, y)| view! { <li>{format!("{x} – {y}")}</li> }).collect_view()}</ul>
            {none_here(&shown, pairs.len())}
            {(!unpaired.is_empty()).then(|| view! { <div class="small">{tr().explain_unpaired} ": " {ids(unpaired)}</div> })}
        </div>
    }
}

/// The badge of a step: what is known when it is examined (a B.8 choice is then the best so far).
pub(super) fn finding_badge(f: &Finding) -> (&'static str, &'static str) {
    match f {
        Finding::Illegal(_) => ("illegal", tr().fate_illegal),
        Finding::Duplicate => ("duplicate", tr().fate_duplicate),
        Finding::Perfect => ("perfect", tr().fate_perfect),
        Finding::BestSoFar { .. } => ("best_so_far", tr().fate_best_so_far),
        Finding::NotBetter { .. } => ("discarded", tr().fate_discarded),
        Finding::Listed { .. } => ("listed", tr().fate_listed),
        Finding::Optimal => ("chosen_best", tr().fate_chosen_best),
        Finding::ChosenSet => ("chosen_best", tr().dubov_fate_set_chosen),
        Finding::FirstLegal => ("perfect", tr().dubov_fate_first_legal),
    }
}

pub(super) fn candidate_view(bi: usize, ci: usize, count: usize, b: &BracketTrace, c: &Candidate, s: &Sentence, players: &[PlayerState], e: DutchEdition) -> impl IntoView {
    let number = if c.number > 0 { format!("#{}", c.number) } else { tr().explain_engine_choice.to_string() };
    let chosen = c.number == b.chosen.number && c.pairs == b.chosen.pairs;
    let finding = match s {
        Sentence::Candidate { finding, .. } => finding.clone(),
        _ => Finding::Listed { short_on: None },
    };
    let (badge_key, badge) = finding_badge(&finding);
    let part = begin_parts(&[c.mdp_step.as_ref().map_or(0, column_rows), column_rows(&c.step), c.pairs.len()]);
    view! {
        <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index=ci.to_string()
            data-number=c.number.to_string() data-pairs=pairs_attr(&c.pairs) data-fate=fate_key(c.fate) data-chosen=chosen.to_string()>
            <h4>{tr().explain_candidate} " " {number} <span class="muted small">{format!(" ({} / {count})", ci + 1)}</span>
                " " <span class=format!("fate fate-{badge_key}") data-testid="explain-fate" data-known=badge_key>{cite(e, badge)}</span>
            </h4>
            <p class="step-sentence" data-testid="explain-sentence">{cite(e, &words::sentence(s, None))}</p>
            {pager(part)}
            <div class="s12row">
                {c.mdp_step.as_ref().map(|m| columns(tr().explain_mdp_step, m, b, players, part, e))}
                {columns(if c.mdp_step.is_some() { tr().explain_remainder } else { tr().explain_subgroups }, &c.step, b, players, part, e)}
                // one pair of columns leaves room beside it: the pairs and the failures beside
                // the columns, one above the other (a step fits a projector with its sentence)
                {if c.mdp_step.is_none() {
                    view! { <div class="s12side">{pairs_view(&c.pairs, part, &c.downfloaters)}{failures_table(c, &b.ideal, e)}</div> }.into_any()
                } else {
                    view! { {pairs_view(&c.pairs, part, &c.downfloaters)}{failures_table(c, &b.ideal, e)} }.into_any()
                }}
            </div>
        </div>
    }
}

pub(super) fn bracket_head(bi: usize, nb: usize, b: &BracketTrace, players: &[PlayerState], e: DutchEdition) -> impl IntoView {
    let tags = |v: &[PlayerId]| head_players(v, |v| view! { <strong>{v.iter().map(|&i| tag(players, i)).collect::<Vec<_>>().join(", ")}</strong> }.into_any());
    view! {
        <div class="bracket-head" data-testid="explain-bracket" data-bracket=bi.to_string() data-kind=format!("{:?}", b.kind).to_lowercase() data-score=pts(b.score)>
            <h3>{format!("{} {}/{nb} · ", kind_text(b.kind, e), bi + 1)} {strings::points_n(&pts(b.score))}</h3>
            <div class="small">
                {(!b.mdps.is_empty()).then(|| view! { <span>{tr().explain_mdps} ": " {tags(&b.mdps)} " · "</span> })}
                {tr().explain_residents} ": " {tags(&b.residents)}
                {format!(" · M0 = {}, MaxPairs = {}, M1 = {}", b.m0, b.max_pairs, b.m1)}
                {(b.candidates_omitted > 0).then(|| format!(" · {} {}", b.candidates_omitted, tr().explain_omitted))}
            </div>
        </div>
    }
}

/// The bracket's decision, its downfloaters and completion test: only once the last step is on
/// screen (before, the decision is not known yet).
pub(super) fn bracket_foot(b: &BracketTrace, last: bool, e: DutchEdition) -> AnyView {
    if !last {
        return view! { <div class="small bracket-foot muted" data-testid="explain-pending">{tr().decision_pending}</div> }.into_any();
    }
    view! {
        <div class="small bracket-foot">
            <div data-testid="explain-reason"><strong>{tr().explain_decision} ": "</strong>{cite(e, &words::decision(&sentence::dutch_decision(b), &b.chosen.pairs, None))}</div>
            {(!b.downfloaters.is_empty()).then(|| view! { <div>{tr().explain_downfloaters} ": " {ids(&b.downfloaters)}</div> })}
            {b.completion.as_ref().map(|c| {
                let fail = if e == DutchEdition::E2026 { tr().explain_completion_fail_repaired } else { tr().explain_completion_fail };
                let label = cite(e, tr().explain_completion);
                // in presentation mode a long rest is counted, and the example pairing left to
                // the normal view and the engine's log
                // 2026: passed, and re-paired all the same for the following bracket ([C8])
                let but = c.next_fails.then(|| format!("; {}", cite(e, tr().explain_completion_next_fails))).unwrap_or_default();
                if let Some(rest) = long_list(c.rest.len()) {
                    let found = if c.passed { tr().completion_passed } else { fail };
                    return view! { <div data-testid="explain-completion" data-next-fails=c.next_fails.to_string()>{format!("{label} ({rest}): {found}{but}")}</div> };
                }
                let text = if c.passed {
                    let bye = c.proof_bye.map(|x| format!(", bye {x}")).unwrap_or_default();
                    format!("{label} [{}]: {} {}{bye}{but}", ids(&c.rest), tr().explain_completion_ok, pairs_attr(&c.proof).replace(' ', ", "))
                } else {
                    format!("{label} [{}]: {fail}", ids(&c.rest))
                };
                view! { <div data-testid="explain-completion" data-next-fails=c.next_fails.to_string()>{text}</div> }
            })}
        </div>
    }
    .into_any()
}

/// A player's colours so far as small W/B cells, oldest first.
fn history(players: &[PlayerState], id: PlayerId) -> impl IntoView {
    let h = players.iter().find(|p| p.id == id).map(|p| p.colours.clone()).unwrap_or_default();
    let cells = h.chars().map(|c| if c == 'w' { ("hist-w", "W") } else { ("hist-b", "B") }).collect::<Vec<_>>();
    view! {
        <span class="history" data-testid="colour-history" data-player=id.to_string() data-history=h.to_uppercase()>
            {if cells.is_empty() { view! { <span class="muted">{tr().colour_none}</span> }.into_any() } else {
                cells.into_iter().map(|(class, l)| view! { <span class=class>{l}</span> }).collect_view().into_any()
            }}
        </span>
    }
}

/// The colour rule of every board, with both players' colour histories and preferences (the
/// higher-ranked player marked), and the bye.
/// `cite` names an article as the edition of the round does.
pub(super) fn colours_view(colours: &[ColourStep], bye: Option<PlayerId>, players: &[PlayerState], cite: impl Fn(&str) -> String + Copy + 'static) -> impl IntoView {
    let who = |id: PlayerId, higher: PlayerId| {
        view! { <strong>{tag(players, id)}</strong>{(id == higher).then(|| view! { <span class="muted small">{format!(" · {}", tr().colour_higher_ranked)}</span> })} }
    };
    let part = begin_parts(&[colours.len()]);
    let shown = rows(colours.len(), part);
    let reason = move |c: &ColourStep| words::colour_reason(c).map(|r| cite(&r)).unwrap_or_else(|| c.reason.clone());
    // a trace without reasons (Burstein: the article only) has no "why" column
    let why = colours.iter().any(|c| !reason(c).is_empty());
    view! {
        <h3>{tr().explain_colours}</h3>
        {pager(part)}
        <table class="grid colours" data-testid="explain-colours">
            <thead><tr><th>{tr().white}</th><th class="left">{tr().colour_history}</th><th>{tr().black}</th><th class="left">{tr().colour_history}</th><th>{tr().explain_rule}</th>{why.then(|| view! { <th class="left">{tr().explain_why}</th> })}</tr></thead>
            <tbody>{colours[shown].iter().map(|c| {
                view! {
                    <tr data-testid="explain-colour-row" data-white=c.white.to_string() data-black=c.black.to_string()>
                        // (the labels head each cell on a phone, where the table is a list of cards)
                        <td class="num" data-label=tr().white>{who(c.white, c.higher)}</td><td class="left">{history(players, c.white)}</td>
                        <td class="num" data-label=tr().black>{who(c.black, c.higher)}</td><td class="left">{history(players, c.black)}</td>
                        <td data-label=tr().explain_rule>{cite(&c.rule)}</td>{why.then(|| view! { <td class="left" data-testid="explain-colour-reason">{reason(c)}</td> })}
                    </tr>
                }
            }).collect_view()}</tbody>
        </table>
        {bye.map(|b| view! { <p data-testid="explain-bye"><strong>{tr().pab} ": "</strong>{b}</p> })}
    }
}

/// One step of a Dutch round: candidate `ci` of bracket `bi`, or (bi = the number of brackets)
/// the colours; the legend beside it.
pub(super) fn dutch_body(d: &DutchTrace, pos: RwSignal<(usize, usize)>) -> AnyView {
    let (bi, ci) = pos.get();
    let nb = d.brackets.len();
    let e = d.edition;
    let links = d
        .brackets
        .iter()
        .map(|x| Link {
            kind: format!("{:?}", x.kind).to_lowercase(),
            full: format!("{} · {}", kind_short(x.kind, e), strings::points_n(&pts(x.score))),
            short: match x.kind {
                BracketKind::Regular => strings::points_n(&pts(x.score)),
                _ => format!("{} · {}", kind_short(x.kind, e), pts(x.score)),
            },
        })
        .collect();
    let step = d.brackets.get(bi).map(|b| {
        let cands = shown_candidates(b);
        let said = sentence::dutch_sentences(b);
        let ci = ci.min(cands.len().saturating_sub(1));
        let last = ci + 1 == cands.len();
        let criteria = cands.get(ci).map(|c| table_criteria(c, &b.ideal)).unwrap_or_default();
        let step = view! {
            {bracket_head(bi, nb, b, &d.players, e)}
            {cands.get(ci).zip(said.get(ci)).map(|(c, s)| candidate_view(bi, ci, cands.len(), b, c, s, &d.players, e))}
            {bracket_foot(b, last, e)}
        };
        (step.into_any(), legend(Notation::Dutch(e), &criteria))
    });
    let (colours, bye, players) = (d.colours.clone(), d.bye, d.players.clone());
    let colours = Box::new(move || colours_view(&colours, bye, &players, move |s: &str| cite(e, s)).into_any());
    step_page(Page { links, pab: None, step, colours }, bi, pos)
}

//! The Dutch trace drawn like the seed slides: brackets, candidates (S1 and S2 as two
//! columns), failure values, fates, the colour rules.

use super::*;

/// The candidates shown for a bracket: the listed ones, then the engine's choice when it is
/// not among them (summaries).
pub(super) fn shown_candidates(b: &BracketTrace) -> Vec<Candidate> {
    let mut v = b.candidates.clone();
    if !v.iter().any(|c| c.number == b.chosen.number && c.number > 0) {
        v.push(b.chosen.clone());
    }
    v
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

pub(super) fn psd(v: &[f64]) -> String {
    format!("[{}]", v.iter().map(|x| pts(*x)).collect::<Vec<_>>().join(" "))
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

pub(super) fn fate_text(f: Fate) -> &'static str {
    match f {
        Fate::Illegal => tr().fate_illegal,
        Fate::Duplicate => tr().fate_duplicate,
        Fate::BestSoFar => tr().fate_best_so_far,
        Fate::Discarded => tr().fate_discarded,
        Fate::Perfect => tr().fate_perfect,
        Fate::ChosenBest => tr().fate_chosen_best,
        Fate::Listed => tr().fate_listed,
    }
}

pub(super) fn kind_text(k: BracketKind) -> &'static str {
    match k {
        BracketKind::Regular => tr().explain_bracket,
        BracketKind::Last => tr().explain_last_bracket,
        BracketKind::Ppb => tr().explain_ppb,
        BracketKind::Clb => tr().explain_clb,
    }
}

pub(super) fn kind_short(k: BracketKind) -> &'static str {
    match k {
        BracketKind::Regular => tr().explain_bracket,
        BracketKind::Last => tr().explain_last_bracket,
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

/// The failure values of a candidate as (criterion, value) cells, in criterion order.
pub(super) fn failure_cells(f: &Failures) -> Vec<(&'static str, String)> {
    let mut v = vec![("C.5", f.pairs.to_string()), ("C.6", psd(&f.psd))];
    if let (Some(p), Some(q)) = (f.next_pairs, &f.next_psd) {
        v.push(("C.7", format!("{p} {}", psd(q))));
    }
    for (n, x) in [("C.8", f.c8), ("C.9", f.c9), ("C.10", f.c10), ("C.11", f.c11), ("C.12", f.c12), ("C.13", f.c13), ("C.14", f.c14), ("C.15", f.c15)] {
        v.push((n, x.to_string()));
    }
    for (n, x) in [("C.16", f.c16), ("C.17", f.c17), ("C.18", f.c18), ("C.19", f.c19)] {
        v.push((n, pts(x)));
    }
    v
}

/// The first criterion (in C.5–C.19 order) on which `a` and `b` differ.
pub(super) fn first_difference(a: &Failures, b: &Failures) -> Option<&'static str> {
    failure_cells(a).into_iter().zip(failure_cells(b)).find(|(x, y)| x.1 != y.1).map(|(x, _)| x.0)
}

/// The failures table: this candidate against the best value any candidate reaches. Columns
/// that are zero everywhere are left out (C.5 and C.6 always shown).
pub(super) fn failures_table(c: &Candidate, ideal: &Failures) -> AnyView {
    let Some(f) = &c.failures else {
        return view! { <p class="explain-illegal" data-testid="explain-illegal">{tr().fate_illegal} ": " {c.illegal.clone().unwrap_or_default()}</p> }.into_any();
    };
    let mine = failure_cells(f);
    let best = failure_cells(ideal);
    let zero = |s: &str| s == "0" || s == "[]";
    let cols: Vec<usize> = (0..mine.len()).filter(|&i| i < 2 || !zero(&mine[i].1) || !zero(&best[i].1)).collect();
    view! {
        <table class="grid failures" data-testid="explain-failures">
            <thead><tr><th class="left">{tr().explain_criterion}</th>{cols.iter().map(|&i| view! { <th title=strings::trace_criterion_name(mine[i].0)>{mine[i].0}</th> }).collect_view()}</tr></thead>
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

/// S1 and S2 of one step as the two columns of the slides: row k pairs S1[k] with S2[k].
pub(super) fn columns(label: &'static str, step: &explain::Alteration, b: &BracketTrace, players: &[PlayerState]) -> impl IntoView {
    let who = |bsn: u32| b.bsn.get(bsn as usize - 1).copied();
    let rows = step.s1.len().max(step.s2.len());
    let cell = move |bsn: Option<u32>| match bsn.and_then(|k| who(k).map(|id| (k, id))) {
        Some((k, id)) => view! { <td class="player"><span class="bsn">{k}</span>" "<strong>{tag(players, id)}</strong></td> }.into_any(),
        None => view! { <td class="player empty"></td> }.into_any(),
    };
    let limbo = ids(&step.limbo.iter().filter_map(|&k| who(k)).collect::<Vec<_>>());
    view! {
        <div class="s12">
            <div class="small muted">{label} " · " <span data-testid="explain-step">{step.rule.clone()} " " {step.description.clone()}</span></div>
            <table class="s12cols">
                <thead><tr><th>"S1"</th><th></th><th>"S2"</th></tr></thead>
                <tbody>
                    {(0..rows).map(|k| {
                        let a = step.s1.get(k).copied();
                        let z = step.s2.get(k).copied();
                        view! { <tr>{cell(a)}<td class="link">{if a.is_some() && z.is_some() { "—" } else { "" }}</td>{cell(z)}</tr> }
                    }).collect_view()}
                </tbody>
            </table>
            {(!limbo.is_empty()).then(|| view! { <div class="small">{tr().explain_limbo} ": " {limbo}</div> })}
        </div>
    }
}

pub(super) fn candidate_view(bi: usize, ci: usize, count: usize, b: &BracketTrace, c: &Candidate, players: &[PlayerState]) -> impl IntoView {
    let number = if c.number > 0 { format!("#{}", c.number) } else { tr().explain_engine_choice.to_string() };
    let chosen = c.number == b.chosen.number && c.pairs == b.chosen.pairs;
    view! {
        <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index=ci.to_string()
            data-number=c.number.to_string() data-pairs=pairs_attr(&c.pairs) data-fate=fate_key(c.fate) data-chosen=chosen.to_string()>
            <h4>{tr().explain_candidate} " " {number} <span class="muted small">{format!(" ({} / {count})", ci + 1)}</span>
                " " <span class=format!("fate fate-{}", fate_key(c.fate)) data-testid="explain-fate">{fate_text(c.fate)}</span>
            </h4>
            <div class="s12row">
                {c.mdp_step.as_ref().map(|m| columns(tr().explain_mdp_step, m, b, players))}
                {columns(if c.mdp_step.is_some() { tr().explain_remainder } else { tr().explain_subgroups }, &c.step, b, players)}
                <div class="pairs">
                    <div class="small muted">{tr().explain_pairs}</div>
                    <ul data-testid="explain-pairs">{c.pairs.iter().map(|(x, y)| view! { <li>{format!("{x} – {y}")}</li> }).collect_view()}</ul>
                    {(!c.downfloaters.is_empty()).then(|| view! { <div class="small">{tr().explain_unpaired} ": " {ids(&c.downfloaters)}</div> })}
                </div>
            </div>
            {failures_table(c, &b.ideal)}
        </div>
    }
}

pub(super) fn bracket_head(bi: usize, nb: usize, b: &BracketTrace, players: &[PlayerState]) -> impl IntoView {
    let tags = |v: &[PlayerId]| v.iter().map(|&i| tag(players, i)).collect::<Vec<_>>().join(", ");
    view! {
        <div class="bracket-head" data-testid="explain-bracket" data-bracket=bi.to_string() data-kind=format!("{:?}", b.kind).to_lowercase() data-score=pts(b.score)>
            <h3>{format!("{} {}/{nb} · ", kind_text(b.kind), bi + 1)} {strings::points_n(&pts(b.score))}</h3>
            <div class="small">
                {(!b.mdps.is_empty()).then(|| view! { <span>{tr().explain_mdps} ": " <strong>{tags(&b.mdps)}</strong> " · "</span> })}
                {tr().explain_residents} ": " <strong>{tags(&b.residents)}</strong>
                {format!(" · M0 = {}, MaxPairs = {}, M1 = {}", b.m0, b.max_pairs, b.m1)}
                {(b.candidates_omitted > 0).then(|| format!(" · {} {}", b.candidates_omitted, tr().explain_omitted))}
            </div>
        </div>
    }
}

pub(super) fn bracket_foot(b: &BracketTrace) -> impl IntoView {
    view! {
        <div class="small bracket-foot">
            <div data-testid="explain-reason"><strong>{tr().explain_decision} ": "</strong>{b.reason.clone()}</div>
            {(!b.downfloaters.is_empty()).then(|| view! { <div>{tr().explain_downfloaters} ": " {ids(&b.downfloaters)}</div> })}
            {b.completion.as_ref().map(|c| {
                let text = if c.passed {
                    let bye = c.proof_bye.map(|x| format!(", bye {x}")).unwrap_or_default();
                    format!("{} [{}]: {} {}{bye}", tr().explain_completion, ids(&c.rest), tr().explain_completion_ok, pairs_attr(&c.proof).replace(' ', ", "))
                } else {
                    format!("{} [{}]: {}", tr().explain_completion, ids(&c.rest), tr().explain_completion_fail)
                };
                view! { <div>{text}</div> }
            })}
        </div>
    }
}

pub(super) fn colours_view(colours: &[ColourStep], bye: Option<PlayerId>) -> impl IntoView {
    view! {
        <h3>{tr().explain_colours}</h3>
        <table class="grid colours" data-testid="explain-colours">
            <thead><tr><th>{tr().white}</th><th>{tr().black}</th><th>{tr().explain_rule}</th><th class="left">{tr().explain_why}</th></tr></thead>
            <tbody>{colours.iter().map(|c| view! {
                <tr data-testid="explain-colour-row" data-white=c.white.to_string() data-black=c.black.to_string()>
                    <td class="num">{c.white}</td><td class="num">{c.black}</td><td>{c.rule.clone()}</td><td class="left">{c.reason.clone()}</td>
                </tr>
            }).collect_view()}</tbody>
        </table>
        {bye.map(|b| view! { <p data-testid="explain-bye"><strong>{tr().pab} ": "</strong>{b}</p> })}
    }
}

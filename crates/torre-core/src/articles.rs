//! Article names across the editions of a text: the explanation is written with the older
//! edition's names and translated, token by token, by a pairing system's naming function
//! (`dubov::articles`, `dutch::articles`).

/// `text` with every article name that `new_name` knows translated. A name counts only as a
/// whole token (a run of letters, digits, dots and underscores, without its final dots):
/// "C.04.2.D.5" (the General Handling Rules) and "C.10" are not read as "D.5" or "C.1", nor
/// "A.25" as "A.2".
pub fn rewrite(text: &str, new_name: &dyn Fn(&str) -> Option<String>) -> String {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_';
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        // a lone dot (the end of a sentence) is no token
        if !word(c) || rest[..rest.find(|c: char| !word(c)).unwrap_or(rest.len())].trim_end_matches('.').is_empty() {
            out.push(c);
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let end = rest.find(|c: char| !word(c)).unwrap_or(rest.len());
        let token = rest[..end].trim_end_matches('.');
        match new_name(token) {
            Some(new) => out.push_str(&new),
            None => out.push_str(token),
        }
        rest = &rest[token.len()..];
    }
    out
}

//! FIDE's XML lists: a `<playerslist>` of `<player>` elements, one child per field:
//!
//! ```text
//! <player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex>
//! <title>GM</title><w_title></w_title><o_title></o_title><foa_title></foa_title>
//! <rating>2830</rating><games>0</games><k>10</k><rapid_rating>…</rapid_rating>…
//! <blitz_rating>…</blitz_rating>…<birthday>1990</birthday><flag></flag></player>
//! ```
//!
//! The combined list (`players_list_xml_foa.xml`) has `rating` (standard), `rapid_rating` and
//! `blitz_rating`; a single list (`standard_…`, `rapid_…`, `blitz_…xml`) has only `rating`,
//! which is the rating of the list its file name says. Only the `<player>` elements are read,
//! one at a time as the bytes come, so the file is never held whole.

use crate::{date_in_file_name, decode, number, title_of, Entry, Field, Kind, ListError, ListInfo, Problem, Where};

const OPEN: &[u8] = b"<player>";
const CLOSE: &[u8] = b"</player>";

pub struct Reader {
    file_name: String,
    single: Kind,
    /// Bytes not yet read, starting at file offset `offset` on line `line`.
    pending: Vec<u8>,
    offset: u64,
    line: usize,
    seen: [bool; 3],
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from >= hay.len() {
        return None;
    }
    hay[from..].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

fn lines_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b == b'\n').count()
}

/// The text of an element with XML's entities replaced.
fn unescape(raw: &[u8]) -> String {
    let s = decode(raw);
    if !s.contains('&') {
        return s.trim().to_string();
    }
    let mut out = String::new();
    let mut rest = s.as_str();
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let end = tail.find(';').filter(|&e| e <= 10);
        let ent = end.map(|e| &tail[1..e]).unwrap_or("");
        let ch = match ent {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ if ent.starts_with("#x") => u32::from_str_radix(&ent[2..], 16).ok().and_then(char::from_u32),
            _ if ent.starts_with('#') => ent[1..].parse().ok().and_then(char::from_u32),
            _ => None,
        };
        match (ch, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &tail[e + 1..];
            }
            _ => {
                out.push('&');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out.trim().to_string()
}

impl Reader {
    pub fn new(file_name: &str) -> Self {
        Reader { file_name: file_name.to_string(), single: Kind::of_file_name(file_name), pending: Vec::new(), offset: 0, line: 1, seen: [false; 3] }
    }

    /// Drop the first `n` pending bytes (already read).
    fn consume(&mut self, n: usize) {
        self.line += lines_in(&self.pending[..n]);
        self.offset += n as u64;
        self.pending.drain(..n);
    }

    pub fn feed(&mut self, chunk: &[u8], out: &mut Vec<Entry>) -> Result<(), ListError> {
        self.pending.extend_from_slice(chunk);
        let mut at = 0;
        loop {
            let Some(open) = find(&self.pending, OPEN, at) else {
                // keep a possible start of `<player>` cut by the chunk's end
                at = self.pending.len().saturating_sub(OPEN.len() - 1).max(at);
                break;
            };
            let Some(close) = find(&self.pending, CLOSE, open + OPEN.len()) else {
                at = open;
                break;
            };
            let e = self.player(open + OPEN.len(), close)?;
            out.push(e);
            at = close + CLOSE.len();
        }
        self.consume(at);
        Ok(())
    }

    fn error(&self, pos: usize, what: Problem) -> ListError {
        ListError { at: Where::Byte { offset: self.offset + pos as u64, line: self.line + lines_in(&self.pending[..pos]) }, what }
    }

    /// The `<player>` whose children lie in `pending[start..end]`.
    fn player(&mut self, start: usize, end: usize) -> Result<Entry, ListError> {
        let mut e = Entry::default();
        let mut women_title = String::new();
        let mut has_id = false;
        let mut i = start;
        while let Some(lt) = find(&self.pending[..end], b"<", i) {
            let Some(gt) = find(&self.pending[..end], b">", lt) else {
                return Err(self.error(lt, Problem::TagNotClosed));
            };
            let tag = &self.pending[lt + 1..gt];
            if tag.starts_with(b"/") || tag.starts_with(b"!") || tag.starts_with(b"?") || tag.ends_with(b"/") {
                i = gt + 1;
                continue;
            }
            let name = String::from_utf8_lossy(tag.split(|b| b.is_ascii_whitespace()).next().unwrap_or(b"")).to_ascii_lowercase();
            let closing = format!("</{name}>");
            let Some(vend) = find(&self.pending[..end], closing.as_bytes(), gt + 1) else {
                return Err(self.error(lt, Problem::NoClosingTag { name: name.clone() }));
            };
            let value = unescape(&self.pending[gt + 1..vend]);
            let bad = |me: &Self, field: Field| me.error(gt + 1, Problem::NotANumber { field, value: format!("<{name}>{value}</{name}>") });
            match name.as_str() {
                "fideid" => {
                    e.id = match value.parse::<u32>() {
                        Ok(v) if v > 0 => v,
                        _ => return Err(bad(self, Field::FideId)),
                    };
                    has_id = true;
                }
                "name" => e.name = value.replace('\t', " "),
                "country" => e.federation = value,
                "sex" => e.sex = value,
                "title" => e.title = value,
                "w_title" => women_title = value,
                "rating" | "rapid_rating" | "blitz_rating" => {
                    let kind = match name.as_str() {
                        "rapid_rating" => Kind::Rapid,
                        "blitz_rating" => Kind::Blitz,
                        _ => self.single,
                    };
                    self.seen[kind.index()] = true;
                    e.ratings[kind.index()] = number(&value).map_err(|_| bad(self, Field::Rating))?;
                }
                "birthday" => e.birth_year = number(&value).map_err(|_| bad(self, Field::BirthYear))?,
                "flag" => e.flag = value,
                _ => {}
            }
            i = vend + closing.len();
        }
        if !has_id {
            return Err(self.error(start - OPEN.len(), Problem::NoFideId));
        }
        e.title = title_of(&e.title, &women_title);
        Ok(e)
    }

    pub fn finish(self, out: &mut Vec<Entry>) -> Result<ListInfo, ListError> {
        if let Some(open) = find(&self.pending, OPEN, 0) {
            return Err(self.error(open, Problem::CutInsidePlayer));
        }
        if out.is_empty() {
            return Err(ListError { at: Where::Byte { offset: 0, line: 1 }, what: Problem::NoPlayer });
        }
        let kinds = Kind::ALL.into_iter().filter(|k| self.seen[k.index()]).collect::<Vec<_>>();
        let kinds = if kinds.is_empty() { vec![self.single] } else { kinds };
        Ok(ListInfo { kinds, date: date_in_file_name(&self.file_name) })
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse, Kind, Parser, Where};

    /// A player of the combined list (`players_list_xml_foa.xml`).
    fn player(id: &str, name: &str, rating: &str) -> String {
        format!(
            "<player>\n<fideid>{id}</fideid>\n<name>{name}</name>\n<country>NOR</country>\n<sex>M</sex>\n<title>GM</title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>{rating}</rating>\n<games>0</games>\n<k>10</k>\n<rapid_rating>2820</rapid_rating>\n<rapid_games></rapid_games>\n<rapid_k/>\n<blitz_rating></blitz_rating>\n<birthday>1990</birthday>\n<flag></flag>\n</player>\n"
        )
    }

    /// A player of a single list (`blitz_…_xml.xml`): one `<rating>`.
    fn single(id: &str, name: &str, rating: &str) -> String {
        format!("<player><fideid>{id}</fideid><name>{name}</name><country>ITA</country><sex>F</sex><title></title><w_title>WIM</w_title><rating>{rating}</rating><games>3</games><k>20</k><birthday>2001</birthday><flag>w</flag></player>")
    }

    fn list(players: &[String]) -> String {
        format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playerslist>\n{}</playerslist>\n", players.concat())
    }

    #[test]
    fn combined_xml_list() {
        let text = list(&[player("1503014", "Carlsen, Magnus", "2830"), player("2", "O&apos;Brien, Ann &amp; Co", "")]);
        let l = parse("players_list_xml_foa.xml", text.as_bytes()).unwrap();
        assert_eq!(l.info.kinds, vec![Kind::Standard, Kind::Rapid, Kind::Blitz]);
        let c = &l.entries[0];
        assert_eq!((c.id, c.name.as_str(), c.federation.as_str(), c.title.as_str(), c.birth_year), (1503014, "Carlsen, Magnus", "NOR", "GM", Some(1990)));
        assert_eq!(c.ratings, [Some(2830), Some(2820), None]);
        assert_eq!(l.entries[1].name, "O'Brien, Ann & Co");
        assert_eq!(l.entries[1].ratings[0], None);
    }

    #[test]
    fn single_xml_list_on_one_line_in_small_chunks() {
        let text = list(&[single("1", "A, B", "2000"), single("3", "C, D", "2100")]).replace('\n', "");
        let mut p = Parser::new("blitz_mar26frl_xml.xml");
        for c in text.as_bytes().chunks(3) {
            p.feed(c).unwrap();
        }
        let l = p.finish().unwrap();
        assert_eq!(l.info.date.as_deref(), Some("2026-03"));
        assert_eq!(l.info.kinds, vec![Kind::Blitz]);
        assert_eq!(l.entries.iter().map(|e| e.ratings).collect::<Vec<_>>(), vec![[None, None, Some(2000)], [None, None, Some(2100)]]);
        assert_eq!((l.entries[0].title.as_str(), l.entries[0].trf_sex()), ("WIM", Some('w')));
    }

    #[test]
    fn a_bad_rating_is_located_by_byte_and_line() {
        let good = player("1", "A, B", "2000");
        let text = list(&[good.clone(), player("3", "C, D", "21OO")]);
        let e = parse("standard.xml", text.as_bytes()).unwrap_err();
        let at = text.find("21OO").unwrap();
        let line = text[..at].matches('\n').count() + 1;
        assert_eq!(e.at, Where::Byte { offset: at as u64, line });
        assert_eq!(e.what.to_string(), "the rating <rating>21OO</rating> is not a number");
    }

    #[test]
    fn a_cut_file_is_an_error() {
        let text = list(&[player("1", "A, B", "2000"), player("3", "C, D", "2100")]);
        let cut = &text[..text.rfind("<birthday>").unwrap()];
        let e = parse("standard.xml", cut.as_bytes()).unwrap_err();
        assert!(e.what.to_string().contains("ends inside a <player>"), "{e}");
        assert_eq!(e.at, Where::Byte { offset: text.rfind("<player>").unwrap() as u64, line: 22 });
    }

    #[test]
    fn a_player_without_id_is_located() {
        let text = list(&[player("1", "A, B", "2000"), player("3", "C, D", "2100").replace("<fideid>3</fideid>", "")]);
        let e = parse("standard.xml", text.as_bytes()).unwrap_err();
        assert_eq!(e.at, Where::Byte { offset: text.rfind("<player>").unwrap() as u64, line: 22 });
        assert_eq!(e.what.to_string(), "a <player> without <fideid>");
    }

    #[test]
    fn an_xml_file_without_players_is_not_a_list() {
        let e = parse("x.xml", b"<?xml version=\"1.0\"?><html></html>").unwrap_err();
        assert!(e.to_string().contains("not a FIDE rating list"), "{e}");
    }
}

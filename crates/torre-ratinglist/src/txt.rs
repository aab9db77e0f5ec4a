//! FIDE's fixed-column TXT lists. The first line names the columns and each name starts its
//! column; a column runs to the start of the next name. The combined list
//! (`players_list_foa.txt`):
//!
//! ```text
//! ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
//! ```
//!
//! A single list (`standard_rating_list.txt`, rapid, blitz) has one rating column headed by
//! the list's month (`MAR26`) followed by `Gms K`. Columns are found from the header, not
//! from fixed numbers, so a list whose columns move a little is still read. Columns are
//! counted in characters (files are UTF-8 or Latin-1, decoded line by line); a UTF-8 line
//! padded by a writer that counted bytes is recognised by its federation column and read by
//! bytes.

use crate::{date_in_file_name, decode, month_code, number, title_of, Entry, Field, Kind, ListError, ListInfo, Problem, Where};

/// The columns Torre reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Col {
    Id,
    Name,
    Fed,
    Sex,
    Tit,
    WTit,
    Rating(Kind),
    Birth,
    Flag,
    /// A column Torre does not read (OTit, FOA, games, K factor).
    Other,
}

/// Where each column is: (column, first char, one past its last char).
#[derive(Debug)]
struct Layout {
    cols: Vec<(Col, usize, usize)>,
    kinds: Vec<Kind>,
    date: Option<String>,
}

impl Layout {
    fn of_header(line: &str, file_name: &str, line_no: usize) -> Result<Layout, ListError> {
        let chars: Vec<char> = line.chars().collect();
        let mut words: Vec<(usize, String)> = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if chars[i].is_whitespace() {
                i += 1;
                continue;
            }
            let s = i;
            while i < chars.len() && !chars[i].is_whitespace() {
                i += 1;
            }
            words.push((s, chars[s..i].iter().collect()));
        }
        let single = Kind::of_file_name(file_name);
        let mut date = None;
        let mut named: Vec<(Col, usize)> = Vec::new();
        for (k, (start, word)) in words.iter().enumerate() {
            let w = word.to_ascii_lowercase();
            let col = match w.as_str() {
                // "ID Number" is one column
                "number" if k > 0 && words[k - 1].1.eq_ignore_ascii_case("id") => continue,
                "id" => Col::Id,
                "name" => Col::Name,
                "fed" => Col::Fed,
                "sex" => Col::Sex,
                "tit" => Col::Tit,
                "wtit" => Col::WTit,
                "srtng" => Col::Rating(Kind::Standard),
                "rrtng" => Col::Rating(Kind::Rapid),
                "brtng" => Col::Rating(Kind::Blitz),
                "b-day" | "bday" | "born" => Col::Birth,
                "flag" => Col::Flag,
                _ => match month_code(&w) {
                    Some(d) => {
                        date = Some(d);
                        Col::Rating(single)
                    }
                    None => Col::Other,
                },
            };
            named.push((col, *start));
        }
        let has = |c: Col| named.iter().any(|(x, _)| *x == c);
        let kinds: Vec<Kind> = Kind::ALL.into_iter().filter(|k| has(Col::Rating(*k))).collect();
        if !(has(Col::Id) && has(Col::Name) && has(Col::Fed)) || kinds.is_empty() {
            return Err(ListError {
                at: Where::Line { line: line_no, column: 1 },
                what: Problem::NotAHeader { found: clip(line) },
            });
        }
        let cols = named
            .iter()
            .enumerate()
            .map(|(k, (c, s))| (*c, *s, named.get(k + 1).map(|n| n.1).unwrap_or(usize::MAX)))
            .collect();
        Ok(Layout { cols, kinds, date: date.or_else(|| date_in_file_name(file_name)) })
    }

    /// Each column's text in `line`, counting columns in characters (`by_bytes`: in bytes).
    fn fields(&self, line: &str, by_bytes: bool) -> Vec<String> {
        let chars: Vec<char> = if by_bytes { Vec::new() } else { line.chars().collect() };
        let bytes = line.as_bytes();
        let len = if by_bytes { bytes.len() } else { chars.len() };
        self.cols
            .iter()
            .map(|&(_, s, end)| {
                let (s, end) = (s.min(len), end.min(len));
                if by_bytes { String::from_utf8_lossy(&bytes[s..end]).trim().to_string() } else { chars[s..end].iter().collect::<String>().trim().to_string() }
            })
            .collect()
    }

    /// The federation column holds a code (three capital letters), as on a well-aligned line.
    fn aligned(&self, fields: &[String]) -> bool {
        self.cols.iter().zip(fields).all(|(c, f)| c.0 != Col::Fed || (f.len() == 3 && f.bytes().all(|b| b.is_ascii_uppercase())))
    }

    /// One data line (already decoded) into an entry. Columns are counted in characters; a
    /// UTF-8 line whose writer counted bytes (its federation then misplaced by the accented
    /// letters of the name) is read by bytes.
    fn entry(&self, line: &str, line_no: usize) -> Result<Entry, ListError> {
        let n_chars = line.chars().count();
        let name_start = self.cols.iter().find(|c| c.0 == Col::Name).map(|c| c.1).unwrap_or(0);
        if n_chars <= name_start {
            return Err(ListError {
                at: Where::Line { line: line_no, column: n_chars + 1 },
                what: Problem::ShortLine { name_column: name_start + 1, line: clip(line) },
            });
        }
        let mut fields = self.fields(line, false);
        if n_chars != line.len() && !self.aligned(&fields) {
            let by_bytes = self.fields(line, true);
            if self.aligned(&by_bytes) {
                fields = by_bytes;
            }
        }
        let mut e = Entry::default();
        for (&(col, s, _), field) in self.cols.iter().zip(&fields) {
            let field = field.as_str();
            let bad = |f: Field| ListError { at: Where::Line { line: line_no, column: s + 1 }, what: Problem::NotANumber { field: f, value: format!("\"{field}\"") } };
            match col {
                Col::Id => {
                    e.id = match field.parse::<u32>() {
                        Ok(v) if v > 0 => v,
                        _ => return Err(bad(Field::FideId)),
                    }
                }
                Col::Name => e.name = field.replace('\t', " "),
                Col::Fed => e.federation = field.to_string(),
                Col::Sex => e.sex = field.to_string(),
                Col::Tit => e.title = title_of(field, &e.title),
                Col::WTit => e.title = title_of(&e.title, field),
                Col::Rating(k) => e.ratings[k.index()] = number(field).map_err(|_| bad(Field::Rating))?,
                Col::Birth => e.birth_year = number(field).map_err(|_| bad(Field::BirthYear))?,
                Col::Flag => e.flag = field.to_string(),
                Col::Other => {}
            }
        }
        Ok(e)
    }
}

fn clip(line: &str) -> String {
    let t = line.trim_end();
    if t.chars().count() > 60 { format!("{}…", t.chars().take(60).collect::<String>()) } else { t.to_string() }
}

/// Reads a TXT list line by line as its bytes come.
pub struct Reader {
    file_name: String,
    layout: Option<Layout>,
    /// The end of the last chunk, up to its last newline not included.
    partial: Vec<u8>,
    line_no: usize,
}

impl Reader {
    pub fn new(file_name: &str) -> Self {
        Reader { file_name: file_name.to_string(), layout: None, partial: Vec::new(), line_no: 0 }
    }

    pub fn feed(&mut self, chunk: &[u8], out: &mut Vec<Entry>) -> Result<(), ListError> {
        let Some(last_nl) = chunk.iter().rposition(|&b| b == b'\n') else {
            self.partial.extend_from_slice(chunk);
            return Ok(());
        };
        let mut head = std::mem::take(&mut self.partial);
        let whole: &[u8] = if head.is_empty() {
            &chunk[..last_nl]
        } else {
            head.extend_from_slice(&chunk[..last_nl]);
            &head
        };
        for line in whole.split(|&b| b == b'\n') {
            self.line(line, out)?;
        }
        self.partial = chunk[last_nl + 1..].to_vec();
        Ok(())
    }

    fn line(&mut self, bytes: &[u8], out: &mut Vec<Entry>) -> Result<(), ListError> {
        self.line_no += 1;
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        if bytes.iter().all(|b| b.is_ascii_whitespace()) {
            return Ok(());
        }
        let text = decode(bytes);
        match &self.layout {
            None => self.layout = Some(Layout::of_header(&text, &self.file_name, self.line_no)?),
            Some(l) => out.push(l.entry(&text, self.line_no)?),
        }
        Ok(())
    }

    pub fn finish(mut self, out: &mut Vec<Entry>) -> Result<ListInfo, ListError> {
        let rest = std::mem::take(&mut self.partial);
        self.line(&rest, out)?;
        let layout = self.layout.ok_or_else(|| ListError::file(Problem::Empty))?;
        Ok(ListInfo { kinds: layout.kinds, date: layout.date })
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse, Kind, Where};

    const COMBINED: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    const SINGLE: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA MAR26 Gms K  B-day Flag";

    /// A line laid out under `header`: each value starts where its column's name starts.
    pub(crate) fn line(header: &str, values: &[(&str, &str)]) -> String {
        let mut l: Vec<char> = vec![' '; header.len() + 4];
        for (col, v) in values {
            let at = if *col == "ID" { 0 } else { header.find(&format!(" {col} ")).or_else(|| header.find(&format!(" {col}"))).unwrap() + 1 };
            for (i, c) in v.chars().enumerate() {
                l[at + i] = c;
            }
        }
        l.into_iter().collect::<String>().trim_end().to_string()
    }

    fn carlsen(h: &str, rating_col: &str) -> String {
        line(h, &[("ID", "1503014"), ("Name", "Carlsen, Magnus"), ("Fed", "NOR"), ("Sex", "M"), ("Tit", "GM"), (rating_col, "2830"), ("B-day", "1990")])
    }

    #[test]
    fn combined_list_reads_every_rating() {
        let text = format!(
            "{COMBINED}\n{}\n{}\r\n",
            line(COMBINED, &[("ID", "1503014"), ("Name", "Carlsen, Magnus"), ("Fed", "NOR"), ("Sex", "M"), ("Tit", "GM"), ("SRtng", "2830"), ("SGm", "9"), ("SK", "10"), ("RRtng", "2820"), ("BRtng", "2880"), ("B-day", "1990")]),
            line(COMBINED, &[("ID", "4804929"), ("Name", "A-Ali, Sali"), ("Fed", "IRQ"), ("Sex", "F"), ("Tit", "WFM"), ("WTit", "WFM"), ("SRtng", "1876"), ("B-day", "2001"), ("Flag", "wi")])
        );
        let list = parse("players_list_foa.txt", text.as_bytes()).unwrap();
        assert_eq!(list.info.kinds, vec![Kind::Standard, Kind::Rapid, Kind::Blitz]);
        assert_eq!(list.info.date, None);
        let c = &list.entries[0];
        assert_eq!((c.id, c.name.as_str(), c.federation.as_str(), c.title.as_str()), (1503014, "Carlsen, Magnus", "NOR", "GM"));
        assert_eq!(c.ratings, [Some(2830), Some(2820), Some(2880)]);
        assert_eq!(c.birth_year, Some(1990));
        assert_eq!(c.trf_sex(), Some('m'));
        let a = &list.entries[1];
        assert_eq!((a.title.as_str(), a.ratings, a.flag.as_str(), a.trf_sex()), ("WFM", [Some(1876), None, None], "wi", Some('w')));
        assert!(a.inactive());
    }

    #[test]
    fn single_list_takes_its_month_and_kind() {
        let text = format!("{SINGLE}\n{}\n", carlsen(SINGLE, "MAR26"));
        let list = parse("rapid_rating_list.txt", text.as_bytes()).unwrap();
        assert_eq!(list.info.kinds, vec![Kind::Rapid]);
        assert_eq!(list.info.date.as_deref(), Some("2026-03"));
        assert_eq!(list.entries[0].ratings, [None, Some(2830), None]);
    }

    #[test]
    fn women_title_when_no_open_title_and_latin1_names() {
        let mut bytes = format!("{SINGLE}\n").into_bytes();
        let l = line(SINGLE, &[("ID", "700"), ("Name", "Nunez, Jose"), ("Fed", "ESP"), ("Sex", "F"), ("WTit", "WIM"), ("MAR26", "2200")]);
        let mut b = l.into_bytes();
        b[15 + 2] = 0xF1; // ñ in Latin-1, one byte: columns stay in place
        bytes.extend(b);
        let list = parse("standard_rating_list.txt", &bytes).unwrap();
        assert_eq!(list.entries[0].name, "Nuñez, Jose");
        assert_eq!(list.entries[0].title, "WIM");
        assert_eq!(list.entries[0].federation, "ESP");
    }

    #[test]
    fn utf8_lines_padded_by_bytes_or_by_characters() {
        let by_chars = carlsen(COMBINED, "SRtng").replace("Carlsen, Magnus", "Čarlsén, Magnus");
        // the same line from a writer that counted bytes: two spaces fewer after the name
        let by_bytes = by_chars.replacen("Magnus  ", "Magnus", 1);
        assert_eq!(by_bytes.len(), by_chars.chars().count());
        let text = format!("{COMBINED}\n{by_chars}\n{by_bytes}\n");
        let list = parse("players_list_foa.txt", text.as_bytes()).unwrap();
        for e in &list.entries {
            assert_eq!((e.name.as_str(), e.federation.as_str(), e.ratings[0], e.birth_year), ("Čarlsén, Magnus", "NOR", Some(2830), Some(1990)));
        }
    }

    #[test]
    fn chunks_of_any_size_read_the_same() {
        let mut text = format!("{COMBINED}\n");
        for i in 0..50 {
            text.push_str(&line(COMBINED, &[("ID", &format!("{}", 1000 + i)), ("Name", &format!("Player, Number {i}")), ("Fed", "ITA"), ("SRtng", &format!("{}", 1500 + i))]));
            text.push('\n');
        }
        let whole = parse("x.txt", text.as_bytes()).unwrap();
        for size in [1, 7, 100, 4096] {
            let mut p = crate::Parser::new("x.txt");
            for c in text.as_bytes().chunks(size) {
                p.feed(c).unwrap();
            }
            assert_eq!(p.finish().unwrap().entries, whole.entries, "chunks of {size}");
        }
        assert_eq!(whole.entries.len(), 50);
    }

    #[test]
    fn a_bad_rating_is_located() {
        let bad = carlsen(COMBINED, "SRtng").replace("2830", "28x0");
        let text = format!("{COMBINED}\n{}\n{bad}\n", carlsen(COMBINED, "SRtng"));
        let e = parse("players_list_foa.txt", text.as_bytes()).unwrap_err();
        assert_eq!(e.at, Where::Line { line: 3, column: 114 });
        assert_eq!(e.to_string(), "line 3, column 114: the rating \"28x0\" is not a number");
    }

    #[test]
    fn a_bad_id_is_located() {
        let text = format!("{COMBINED}\n\n{}\n", carlsen(COMBINED, "SRtng").replacen("1503014", "15O3014", 1));
        let e = parse("players_list_foa.txt", text.as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), "line 3, column 1: the FIDE ID \"15O3014\" is not a number");
    }

    #[test]
    fn a_cut_line_is_located() {
        let text = format!("{COMBINED}\n1503014  Car\n");
        let e = parse("players_list_foa.txt", text.as_bytes()).unwrap_err();
        assert_eq!(e.at, Where::Line { line: 2, column: 13 });
        assert!(e.what.to_string().contains("before the Name column (column 16)"), "{e}");
    }

    #[test]
    fn a_file_that_is_not_a_list_says_so() {
        let e = parse("notes.txt", b"Dear arbiter,\nhere are the players\n").unwrap_err();
        assert_eq!(e.at, Where::Line { line: 1, column: 1 });
        assert!(e.what.to_string().contains("not the header of a FIDE rating list"), "{e}");
        assert!(e.what.to_string().contains("Dear arbiter,"), "{e}");
    }
}

//! A small strict JSON reader (RFC 8259) for f-puzzles documents: no dependency, no panic on
//! any input, a bounded nesting depth so that `[[[[...` cannot exhaust the stack, and errors
//! that say where (byte offset, line and column) and what was expected there.
//!
//! Strict means: no comments, no trailing commas, no single quotes, no leading `+` or zeros,
//! no raw control characters in strings, no lone surrogates in `\u` escapes, and no repeated
//! key in one object (which of two `"antiknight"` values would a solver believe?). A leading
//! byte-order mark is skipped, as editors on Windows write one.

use std::collections::HashSet;

use crate::model::fpuzzles::error::{FPuzzlesError, FPuzzlesErrorKind, Place};

/// How deeply arrays and objects may nest. f-puzzles documents need 5 levels (the document,
/// `lines`, one line, ...); the margin is for other writers. Each level is one stack frame of
/// the recursive reader, small enough for any thread's stack.
pub(crate) const MAX_DEPTH: usize = 64;

/// A JSON value. Objects keep their keys in document order (f-puzzles readers report the first
/// offending key as written).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The name of this value's type, for "expected a number, found a string".
    pub(crate) fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }

    /// The value of `key` when this is an object that has it.
    pub(crate) fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// Reads one JSON document: a value with nothing but whitespace around it.
pub(crate) fn parse(text: &str) -> Result<Value, FPuzzlesError> {
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    if text.starts_with('\u{feff}') {
        reader.at = '\u{feff}'.len_utf8();
    }
    reader.skip_whitespace();
    let value = reader.value(0)?;
    reader.skip_whitespace();
    if reader.at < reader.bytes.len() {
        return Err(reader.expected("the end of the document"));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    /// Byte offset of the next unread byte; always on a character boundary.
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// The character at the current offset, for error messages.
    fn found(&self) -> Option<char> {
        self.text
            .get(self.at..)
            .and_then(|rest| rest.chars().next())
    }

    fn error_at(&self, offset: usize, kind: FPuzzlesErrorKind) -> FPuzzlesError {
        FPuzzlesError::new(json_place(self.text, offset), kind)
    }

    fn expected(&self, expected: &'static str) -> FPuzzlesError {
        let found = self.found();
        self.error_at(self.at, FPuzzlesErrorKind::Expected { expected, found })
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, FPuzzlesError> {
        match self.peek() {
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'n') => self.literal("null", Value::Null),
            _ => Err(self.expected("a value")),
        }
    }

    fn enter(&self, depth: usize) -> Result<(), FPuzzlesError> {
        if depth > MAX_DEPTH {
            let kind = FPuzzlesErrorKind::TooDeep { limit: MAX_DEPTH };
            return Err(self.error_at(self.at, kind));
        }
        Ok(())
    }

    fn literal(&mut self, word: &'static str, value: Value) -> Result<Value, FPuzzlesError> {
        for expected in word.bytes() {
            if self.peek() != Some(expected) {
                return Err(self.expected(word));
            }
            self.at += 1;
        }
        Ok(value)
    }

    fn object(&mut self, depth: usize) -> Result<Value, FPuzzlesError> {
        self.enter(depth)?;
        self.at += 1; // '{'
        let mut members: Vec<(String, Value)> = Vec::new();
        // The keys so far, for the repeated-key check in constant time: a hostile object of
        // a hundred thousand keys must not take a quadratic number of comparisons.
        let mut keys: HashSet<String> = HashSet::new();
        self.skip_whitespace();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_whitespace();
            if self.peek() != Some(b'"') {
                return Err(self.expected("a key (a string in double quotes)"));
            }
            let key_at = self.at;
            let key = self.string()?;
            if !keys.insert(key.clone()) {
                return Err(self.error_at(key_at, FPuzzlesErrorKind::DuplicateKey(key)));
            }
            self.skip_whitespace();
            if self.peek() != Some(b':') {
                return Err(self.expected("`:` after the key"));
            }
            self.at += 1;
            self.skip_whitespace();
            let value = self.value(depth)?;
            members.push((key, value));
            self.skip_whitespace();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(self.expected("`,` or `}`")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, FPuzzlesError> {
        self.enter(depth)?;
        self.at += 1; // '['
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_whitespace();
            items.push(self.value(depth)?);
            self.skip_whitespace();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.expected("`,` or `]`")),
            }
        }
    }

    /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    /// Its value is the nearest `f64` (infinite beyond the range: the board's reader refuses
    /// what is not a small integer where it needs one).
    fn number(&mut self) -> Result<Value, FPuzzlesError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.expected("a digit")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.expected("a digit after `.`"));
            }
            self.digits();
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.expected("a digit in the exponent"));
            }
            self.digits();
        }
        // The grammar above is a subset of what `f64::from_str` reads, so this cannot fail;
        // an error is still an error, not a panic.
        match self.text[start..self.at].parse::<f64>() {
            Ok(number) => Ok(Value::Number(number)),
            Err(_) => Err(self.error_at(
                start,
                FPuzzlesErrorKind::Expected {
                    expected: "a number",
                    found: self.text[start..].chars().next(),
                },
            )),
        }
    }

    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
    }

    fn string(&mut self) -> Result<String, FPuzzlesError> {
        self.at += 1; // '"'
        let mut out = String::new();
        loop {
            // Copy the run of plain characters at once.
            let run_start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            out.push_str(&self.text[run_start..self.at]);
            match self.peek() {
                None => return Err(self.expected("`\"` to end the string")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(control) => {
                    let kind = FPuzzlesErrorKind::ControlCharacter(char::from(control));
                    return Err(self.error_at(self.at, kind));
                }
            }
        }
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, FPuzzlesError> {
        const EXPECTED: &str = "an escape: one of `\"\\/bfnrt` or `u` and four hex digits";
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let escape_at = self.at - 1;
                self.at += 1;
                let unit = self.hex4()?;
                return self.unicode(escape_at, unit);
            }
            _ => return Err(self.expected(EXPECTED)),
        };
        self.at += 1;
        Ok(c)
    }

    /// The character of `\uXXXX` (already read as `unit`), reading the low half of a surrogate
    /// pair when `unit` is a high half.
    fn unicode(&mut self, escape_at: usize, unit: u16) -> Result<char, FPuzzlesError> {
        let lone = |reader: &Self| reader.error_at(escape_at, FPuzzlesErrorKind::LoneSurrogate);
        match unit {
            0xD800..=0xDBFF => {
                if !self.text[self.at..].starts_with("\\u") {
                    return Err(lone(self));
                }
                self.at += 2;
                let low = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&low) {
                    return Err(lone(self));
                }
                let code = 0x10000 + ((u32::from(unit) - 0xD800) << 10) + (u32::from(low) - 0xDC00);
                char::from_u32(code).ok_or_else(|| lone(self))
            }
            0xDC00..=0xDFFF => Err(lone(self)),
            _ => char::from_u32(u32::from(unit)).ok_or_else(|| lone(self)),
        }
    }

    fn hex4(&mut self) -> Result<u16, FPuzzlesError> {
        let mut unit = 0u16;
        for _ in 0..4 {
            let digit = match self.peek() {
                Some(b @ b'0'..=b'9') => b - b'0',
                Some(b @ b'a'..=b'f') => b - b'a' + 10,
                Some(b @ b'A'..=b'F') => b - b'A' + 10,
                _ => return Err(self.expected("a hex digit in `\\u` (four in all)")),
            };
            unit = unit << 4 | u16::from(digit);
            self.at += 1;
        }
        Ok(unit)
    }
}

/// The place of a byte offset in `text`: the offset, and its line and column counted from 1
/// (the column in characters, so that it matches what an editor shows).
fn json_place(text: &str, offset: usize) -> Place {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = 1 + before.bytes().filter(|&b| b == b'\n').count();
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    let column = 1 + before[line_start..].chars().count();
    Place::Json {
        offset,
        line,
        column,
    }
}

//! The crate's floors, read from the source: the grid model (`src/model/`) imports nothing
//! above it, the engine (`src/engine/`) nothing but the model and the CPU choice, and no
//! files of the logic solver (`src/logic/`) import each other, directly or round a circle.
//!
//! An import is a `use` of a path of the crate (`crate::`, `super::`, `self::` or a child
//! module's name) or such a path written in the code; a file's module is named by its path.
//! Not counted: comments, the test modules inside a file (`#[cfg(test)] mod tests { .. }`,
//! which may reach anywhere), and a parent's re-exports of its own descendants (`pub use
//! child::Item`, the face of a folder, which the children's `super::` imports do not turn
//! into a circle).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use support::commands::manifest_dir;

/// A module's path below the crate root, as segments (`["logic", "chains", "run"]`).
type Module = Vec<String>;

/// Every module of `src/` with its source text.
fn modules() -> BTreeMap<Module, String> {
    let mut found = BTreeMap::new();
    let root = manifest_dir().join("src");
    collect(&root, &root, &mut found);
    found
}

fn collect(root: &Path, folder: &Path, found: &mut BTreeMap<Module, String>) {
    for entry in std::fs::read_dir(folder).expect("src/ readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            collect(root, &path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let relative = path.strip_prefix(root).unwrap().with_extension("");
            let mut module: Module = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                module.pop();
            }
            if module == ["main"] || module.first().map(String::as_str) == Some("cli") {
                continue; // the program: a crate of its own over the library
            }
            found.insert(module, std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// The code of `text` that counts: comments cut, and the test modules at its end left out.
fn counted_lines(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let mut kept = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let next = lines.get(at + 1).map_or("", |next| next.trim());
        if line.trim() == "#[cfg(test)]" && next.starts_with("mod ") && next.ends_with('{') {
            break;
        }
        kept.push(line.split("//").next().unwrap());
    }
    kept
}

/// The paths a file names: those of its `use` items (braces expanded), with whether the item
/// is a re-export, and those written in its code; each with the inline modules (`mod name {`)
/// it is written in, the place its `super::` counts from.
fn named_paths(text: &str) -> Vec<(String, bool, Module)> {
    let mut paths = Vec::new();
    let mut item: Option<String> = None;
    // The inline modules open at this line, with the indentation of their closing brace.
    let mut inline: Vec<(String, String)> = Vec::new();
    for line in counted_lines(text) {
        let trimmed = line.trim();
        let indent = &line[..line.len() - line.trim_start().len()];
        let within: Module = inline.iter().map(|(name, _)| name.clone()).collect();
        if let Some(so_far) = item.as_mut() {
            so_far.push_str(trimmed);
        } else if use_item_start(trimmed).is_some() {
            item = Some(trimmed.to_string());
        } else {
            if let Some(name) = inline_module(trimmed) {
                inline.push((name.to_string(), indent.to_string()));
            } else if trimmed == "}" && inline.last().is_some_and(|(_, at)| at == indent) {
                inline.pop();
            }
            let found = paths_in_code(line).into_iter();
            paths.extend(found.map(|path| (path, false, within.clone())));
            continue;
        }
        if item.as_ref().is_some_and(|so_far| so_far.contains(';')) {
            let whole = item.take().unwrap();
            let reexport = whole.starts_with("pub");
            let body = use_item_start(&whole).unwrap();
            let body: String = body.trim_end_matches(';').split_whitespace().collect();
            for path in expand(&body) {
                paths.push((path, reexport, within.clone()));
            }
        }
    }
    paths
}

/// The name of the inline module a line opens (`mod avx2 {`), if it opens one.
fn inline_module(line: &str) -> Option<&str> {
    let rest = line
        .strip_prefix("pub(crate) ")
        .or(line.strip_prefix("pub "))
        .unwrap_or(line);
    rest.strip_prefix("mod ")?.strip_suffix(" {")
}

/// The path part of a `use` item (`use a::b;`, `pub(crate) use a::{b, c};`).
fn use_item_start(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("pub").map_or(line, |rest| {
        rest.trim_start()
            .strip_prefix('(')
            .map_or(rest, |rest| {
                &rest[rest.find(')').map_or(0, |end| end + 1)..]
            })
            .trim_start()
    });
    rest.strip_prefix("use ")
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(body: &str) -> Vec<String> {
    let Some(open) = body.find('{') else {
        return vec![body.to_string()];
    };
    let (prefix, inner) = (&body[..open], &body[open + 1..body.rfind('}').unwrap()]);
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (at, byte) in inner.bytes().enumerate() {
        match byte {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            b',' if depth == 0 => {
                items.push(&inner[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter(|item| !item.is_empty())
        .flat_map(|item| expand(&format!("{prefix}{item}")))
        .collect()
}

/// Paths of the crate written in code: `crate::a::b`, `super::a`, `$crate::a`.
fn paths_in_code(line: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for start in ["$crate::", "crate::", "super::"] {
        for (at, _) in line.match_indices(start) {
            let before = line[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':' || c == '$') {
                continue;
            }
            let path: String = line[at..]
                .chars()
                .take_while(|&c| c.is_alphanumeric() || c == '_' || c == ':' || c == '$')
                .collect();
            paths.push(path.trim_end_matches(':').replace("$crate", "crate"));
        }
    }
    paths
}

/// The module `path`, named in `from`, resolves to: its longest prefix that is a module.
/// `None` for a path outside the crate (`std::`, another crate's).
fn resolve(modules: &BTreeMap<Module, String>, from: &Module, path: &str) -> Option<Module> {
    let segments: Vec<&str> = path.split("::").collect();
    let mut full = from.clone();
    let mut rest = &segments[..];
    match segments[0] {
        "crate" => {
            full.clear();
            rest = &segments[1..];
        }
        "super" | "self" => {
            while let Some((&segment @ ("super" | "self"), after)) = rest.split_first() {
                if segment == "super" {
                    full.pop();
                }
                rest = after;
            }
        }
        // A child module's name, or a name from outside the crate.
        child => {
            let mut module = from.clone();
            module.push(child.to_string());
            if !modules.contains_key(&module) {
                return None;
            }
        }
    }
    full.extend(rest.iter().map(|segment| segment.to_string()));
    (0..=full.len())
        .rev()
        .map(|length| full[..length].to_vec())
        .find(|prefix| modules.contains_key(prefix))
}

/// Each module's imports of other modules.
fn imports() -> BTreeMap<Module, BTreeSet<Module>> {
    let modules = modules();
    let mut graph = BTreeMap::new();
    for (module, text) in &modules {
        let mut targets = BTreeSet::new();
        for (path, reexport, within) in named_paths(text) {
            let from: Module = module.iter().chain(&within).cloned().collect();
            let Some(target) = resolve(&modules, &from, &path) else {
                continue;
            };
            let descendant = target.len() > module.len() && target.starts_with(module);
            if target != *module && !(reexport && descendant) {
                targets.insert(target);
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

fn name(module: &Module) -> String {
    format!("crate::{}", module.join("::"))
}

/// Imports out of `floor` to modules not in `allowed` (first segments).
fn imports_out_of(floor: &str, allowed: &[&str]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (module, targets) in imports() {
        if module.first().map(String::as_str) != Some(floor) {
            continue;
        }
        for target in targets {
            if !target
                .first()
                .is_some_and(|top| allowed.contains(&top.as_str()))
            {
                wrong.push(format!("{} imports {}", name(&module), name(&target)));
            }
        }
    }
    wrong
}

#[test]
fn the_model_imports_nothing_above_it() {
    assert_eq!(imports_out_of("model", &["model"]), Vec::<String>::new());
}

#[test]
fn the_engine_imports_only_the_model_and_the_cpu_choice() {
    assert_eq!(
        imports_out_of("engine", &["engine", "model", "cpu"]),
        Vec::<String>::new()
    );
}

/// A circle of imports among `modules`, as the names round it, if there is one.
fn circle(graph: &BTreeMap<Module, BTreeSet<Module>>, modules: &[Module]) -> Option<Vec<String>> {
    // Depth first; a module met again while on the path closes a circle.
    fn visit(
        graph: &BTreeMap<Module, BTreeSet<Module>>,
        module: &Module,
        path: &mut Vec<Module>,
        done: &mut BTreeSet<Module>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|on| on == module) {
            let mut names: Vec<String> = path[at..].iter().map(name).collect();
            names.push(name(module));
            return Some(names);
        }
        if !done.insert(module.clone()) {
            return None;
        }
        path.push(module.clone());
        for target in graph.get(module).into_iter().flatten() {
            if let Some(found) = visit(graph, target, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    let inside: BTreeMap<Module, BTreeSet<Module>> = graph
        .iter()
        .filter(|(module, _)| modules.contains(module))
        .map(|(module, targets)| {
            let targets = targets
                .iter()
                .filter(|t| modules.contains(t))
                .cloned()
                .collect();
            (module.clone(), targets)
        })
        .collect();
    modules
        .iter()
        .find_map(|module| visit(&inside, module, &mut Vec::new(), &mut done))
}

#[test]
fn no_files_of_the_logic_solver_import_each_other() {
    let graph = imports();
    let logic: Vec<Module> = graph
        .keys()
        .filter(|module| module.first().map(String::as_str) == Some("logic"))
        .cloned()
        .collect();
    assert!(
        logic.len() > 50,
        "the logic solver's files: {}",
        logic.len()
    );
    assert_eq!(circle(&graph, &logic), None);
}

#[test]
fn the_reading_finds_imports_and_circles() {
    // The reader on its own: braces, re-exports, paths in code, a circle of three.
    let text = "use super::run::{Budget, Run};\npub(crate) use child::{A, b::{C, D}};\n\
                fn f() { crate::logic::sets::bit(1); } // crate::not::this\n";
    let paths: Vec<(String, bool)> = named_paths(text)
        .into_iter()
        .map(|(path, reexport, _)| (path, reexport))
        .collect();
    let expected = [
        ("super::run::Budget", false),
        ("super::run::Run", false),
        ("child::A", true),
        ("child::b::C", true),
        ("child::b::D", true),
        ("crate::logic::sets::bit", false),
    ];
    assert_eq!(
        paths,
        expected.map(|(path, reexport)| (path.to_string(), reexport))
    );
    // Within an inline module, `super::` is the file.
    let inline = "mod avx2 {\n    use super::super::tables::X;\n}\nuse super::tables::Y;\n";
    let within: Vec<Module> = named_paths(inline).into_iter().map(|(.., at)| at).collect();
    assert_eq!(within, [vec!["avx2".to_string()], vec![]]);
    let module = |name: &str| -> Module { name.split("::").map(String::from).collect() };
    let (a, b, c) = (module("logic::a"), module("logic::b"), module("logic::c"));
    let graph = BTreeMap::from([
        (a.clone(), BTreeSet::from([b.clone()])),
        (b.clone(), BTreeSet::from([c.clone()])),
        (c.clone(), BTreeSet::from([a.clone()])),
    ]);
    let found = circle(&graph, &[a.clone(), b.clone(), c.clone()]).expect("a circle");
    assert_eq!(found.first(), found.last());
    assert_eq!(found.len(), 4);
    let mut open = graph.clone();
    open.insert(c, BTreeSet::new());
    assert_eq!(circle(&open, &[a, b]), None);
}

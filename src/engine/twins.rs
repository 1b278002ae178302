//! The engine's functions compiled twice: for baseline x86-64, and with AVX2, BMI1/2,
//! POPCNT, LZCNT, SSE4.1 and SSSE3, chosen per call by what the processor has
//! (`crate::cpu`, which explains why the choice lives there and holds the one list of those
//! features).
//!
//! [`twins!`] takes a function whose body is one call of an always-inlined function and
//! defines it as a dispatcher over two never-inlined twins: each twin inlines that body and
//! everything always inlined below it, the second with the features enabled, so that the
//! compiler may use them. The hot code is written once; what differs between the twins is
//! only what the compiler makes of it. Code written with `core::arch` intrinsics cannot sit
//! in that shared body (it is checked without the features, where the intrinsics are
//! `unsafe`): each such function is a `#[target_feature]` function of its own with a
//! portable twin, picked by the same `dispatch` (`singles/lone.rs`), and the tests hold the
//! two to the same results.
//!
//! The twins are the engine's entry points and the functions that were already never
//! inlined (each search, probing, clause learning): the stack frames stay where they were,
//! one more small frame, the dispatcher's, at most, between them. On other targets, and
//! with the cargo feature `portable`, only the baseline twin exists.

/// `twins! { fn name(a: A, b: B) -> R = body; }` defines `name(a, b)`, which calls `body(a,
/// b)` compiled for baseline x86-64 or with the features above (`crate::cpu::engine_features`,
/// the list the choice also checks), whichever the processor
/// runs (see the module's documentation). `body`, and what it calls, should be
/// `#[cfg_attr(not(debug_assertions), inline(always))]`: inlined where the code is
/// optimized, called where it is not, since an unoptimized frame keeps a slot for every
/// local of everything inlined into it, and the twins would no longer fit the stack bound
/// (`tests/own_process/small_stack.rs`).
macro_rules! twins {
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty = $body:path;) => {
        $(#[$meta])*
        $vis fn $name($($arg: $ty),*) -> $ret {
            #[inline(never)]
            fn baseline(($($arg,)*): ($($ty,)*)) -> $ret {
                $body($($arg),*)
            }
            #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
            $crate::cpu::engine_features! {
                enable
                #[inline(never)]
                fn featured(($($arg,)*): ($($ty,)*)) -> $ret {
                    $body($($arg),*)
                }
            }
            #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
            return $crate::cpu::dispatch(($($arg,)*), baseline, featured);
            #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
            return baseline(($($arg,)*));
        }
    };
}

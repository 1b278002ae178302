//! The run-time choice between the engine's two builds of a function: the one compiled for
//! baseline x86-64 (SSE2) and the one compiled with the features of [`engine_features!`]
//! (AVX2, BMI1/2, POPCNT, LZCNT, SSE4.1 and SSSE3), taken when the processor has them all.
//!
//! The engine writes each hot function once, always inlined where optimized, and
//! instantiates it in two twins (see `engine::twins`): a plain function and a
//! `#[target_feature]` one, whose copy of the inlined code the compiler may give those
//! instructions; a SIMD function written with `core::arch` intrinsics is a
//! `#[target_feature]` function of its own, with a portable twin, picked the same way. A safe
//! `#[target_feature]` function may be called safely only from code compiled with the same
//! features; from the plain caller that picks it, the call is `unsafe`, its soundness
//! resting on the detection just made. That call is the one `unsafe` the choice needs: it
//! lives in this module, fenced as the C boundary is (the crate root denies `unsafe`, and
//! allows it here alone besides `ffi`), rather than an allowance in the engine. The list of
//! features is written once, in [`engine_features!`], which both enables them on the twins
//! and detects them here, so the two cannot disagree. Everything else about the twins, the
//! SIMD code included, is safe.
//!
//! `is_x86_feature_detected!` asks the processor once and caches the answer in the standard
//! library, so a call pays a few loads of one cached word and their tests. The cargo feature
//! `portable` compiles this module out, and the engine calls its baseline twins only (the
//! tests run both ways).

#![deny(clippy::undocumented_unsafe_blocks)]

/// The one list of the features the engine's featured twins are compiled with.
///
/// `engine_features!(enable fn ...)` defines the function with each feature enabled (one
/// `#[target_feature]` attribute per feature); `engine_features!(detected)` is whether the
/// processor has them all.
macro_rules! engine_features {
    (@list [$($feature:tt)*] detected) => {
        true $(&& std::is_x86_feature_detected!($feature))*
    };
    (@list [$($feature:tt)*] enable $($function:tt)*) => {
        $(#[target_feature(enable = $feature)])*
        $($function)*
    };
    ($($mode:tt)*) => {
        $crate::cpu::engine_features!(
            @list ["avx2" "bmi1" "bmi2" "popcnt" "lzcnt" "sse4.1" "ssse3"] $($mode)*
        )
    };
}
pub(crate) use engine_features;

/// Whether this processor has every feature the engine's featured twins enable.
#[inline(always)]
pub(crate) fn has_features() -> bool {
    engine_features!(detected)
}

/// `featured(args)` when [`has_features`], else `baseline(args)`: the two
/// twins of one engine function, which compute the same thing.
///
/// `featured` must be a safe function whose only requirement is some of those features (a
/// `#[target_feature]` function coerced to a pointer): that is what the engine's featured
/// twins and its SIMD functions are.
#[inline(always)]
pub(crate) fn dispatch<A, R>(args: A, baseline: fn(A) -> R, featured: unsafe fn(A) -> R) -> R {
    if has_features() {
        // SAFETY: `featured` is a safe `#[target_feature]` function whose only precondition
        // is that the processor supports its features, and `has_features` has just checked
        // every one of them.
        unsafe { featured(args) }
    } else {
        baseline(args)
    }
}

//! The run-time choice between the engine's two builds of a function: the one compiled for
//! baseline x86-64 (SSE2) and the one compiled with AVX2, BMI1/2, POPCNT, LZCNT, SSE4.1
//! and SSSE3 (the list in `has_features` and in the `#[target_feature]` of
//! `engine::twins`, which must agree), taken when the processor has them all.
//!
//! The engine writes each hot function once, always inlined where optimized, and
//! instantiates it in two twins (see `engine::twins`): a plain function and a
//! `#[target_feature]` one, whose copy of the inlined code the compiler may give those
//! instructions; a SIMD function written with `core::arch` intrinsics is a
//! `#[target_feature]` function of its own, with a portable twin, picked the same way. A safe
//! `#[target_feature]` function may be called safely only from code compiled with the same
//! features; from the plain caller that picks it, the call is `unsafe`, its soundness
//! resting on the detection just made. That call is the one `unsafe` the choice needs, so it
//! lives here, in the one module where the crate allows `unsafe`, rather than an allowance
//! in the engine. Everything else about the twins, the SIMD code included, is safe.
//!
//! `is_x86_feature_detected!` asks the processor once and caches the answer in the standard
//! library, so a call pays a few loads of one cached word and their tests. The cargo feature `portable` compiles
//! this module out, and the engine calls its baseline twins only (the tests run both ways).

/// Whether this processor has every feature the engine's featured twins enable.
#[inline(always)]
pub(crate) fn has_features() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt")
        && std::is_x86_feature_detected!("sse4.1")
        && std::is_x86_feature_detected!("ssse3")
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

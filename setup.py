"""Builds libsudoku with cargo and puts it inside the `sudoku_lexmin` package as libsudoku.so
(libsudoku.dylib, sudoku.dll), where the ctypes module loads it from.

setuptools-rust with `Binding.NoBinding` rather than maturin with cffi: the library is a
plain C ABI, and the package is the ctypes module every other caller in this repository
is tested with, so there is one binding, no generated one beside it, and no runtime
dependency (cffi would be one). Because ctypes loads the library by path, it is no Python
extension module: it keeps its own name rather than an interpreter-specific one
(`libsudoku.cpython-311-x86_64-linux-gnu.so`), and the wheel is tagged for any Python 3
(`py3-none-<platform>`). The library is built without the command-line program's
dependencies (`--no-default-features`) and from the committed Cargo.lock (`--locked`).
"""

import os
import sys

from setuptools import setup
from setuptools_rust import Binding, RustExtension, build_rust

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools before 70.1
    from wheel.bdist_wheel import bdist_wheel

if sys.platform == "darwin":
    LIBRARY = "libsudoku.dylib"
elif sys.platform == "win32":
    LIBRARY = "sudoku.dll"
else:
    LIBRARY = "libsudoku.so"


class BuildLibrary(build_rust):
    """Copies the library into the package under its own file name."""

    def get_dylib_ext_path(self, ext, target_fname):
        path = super().get_dylib_ext_path(ext, target_fname)
        return os.path.join(os.path.dirname(path), LIBRARY)


class PlatformWheel(bdist_wheel):
    """Tags the wheel for any Python 3 on this platform: it holds no extension module."""

    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(
    rust_extensions=[
        RustExtension(
            "sudoku_lexmin.libsudoku",
            path="Cargo.toml",
            binding=Binding.NoBinding,
            args=["--no-default-features"],
            cargo_manifest_args=["--locked"],
        )
    ],
    cmdclass={"build_rust": BuildLibrary, "bdist_wheel": PlatformWheel},
)

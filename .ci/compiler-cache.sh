# Sourced by the build scripts (start.sh, test.sh, windows-tests.sh): compile through ccache when
# it is installed (.ci/deps.sh installs it). A second build of the same sources then costs little:
# CI on a machine that keeps ccache's folder, a developer's fresh clone, the Windows stage run
# again. Paths below the checkout are hashed relative to it (CCACHE_BASEDIR) and the build
# folder is left out of the hash (CCACHE_NOHASHDIR), so a clone in another folder hits the same
# entries; a compile definition that names a path in the build folder still misses, as it must.
# CMake reads CMAKE_<LANG>_COMPILER_LAUNCHER when a build folder is first configured.
if command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi

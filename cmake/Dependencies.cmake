# Third-party packages. Native builds find them as installed packages (Debian, vcpkg, Homebrew).
#
# The MinGW cross build (cmake/mingw-w64.cmake) cannot use the host's package configs: they
# add -isystem /usr/include, which would put glibc's headers before MinGW's. Boost,
# nlohmann-json and CLI11 are header-only, so we point at just their folders through a shim
# directory. Qt and libzmq come from the cache folder .ci/windows-deps.sh fills (Windows builds
# of both); cppzmq is libzmq plus its header, copied there from the host's cppzmq-dev.
if(CMAKE_CROSSCOMPILING AND IPCLAB_HOST_HEADER_ROOT)
  set(_shim ${CMAKE_BINARY_DIR}/host-headers)
  file(MAKE_DIRECTORY ${_shim})
  foreach(_dir boost nlohmann CLI)
    if(NOT EXISTS ${_shim}/${_dir} AND EXISTS ${IPCLAB_HOST_HEADER_ROOT}/${_dir})
      file(CREATE_LINK ${IPCLAB_HOST_HEADER_ROOT}/${_dir} ${_shim}/${_dir} SYMBOLIC)
    endif()
  endforeach()
  add_library(Boost::headers INTERFACE IMPORTED)
  target_include_directories(Boost::headers SYSTEM INTERFACE ${_shim})
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
  target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${_shim})
  if(EXISTS ${_shim}/CLI)
    add_library(CLI11::CLI11 INTERFACE IMPORTED)
    target_include_directories(CLI11::CLI11 SYSTEM INTERFACE ${_shim})
  endif()
  if(IPCLAB_ZMQ_MINGW_PREFIX)
    find_package(ZeroMQ CONFIG QUIET PATHS ${IPCLAB_ZMQ_MINGW_PREFIX} NO_DEFAULT_PATH
                 NO_CMAKE_FIND_ROOT_PATH)
    if(TARGET libzmq-static AND EXISTS ${IPCLAB_ZMQ_MINGW_PREFIX}/include/zmq.hpp)
      add_library(cppzmq INTERFACE IMPORTED)
      target_link_libraries(cppzmq INTERFACE libzmq-static)
    endif()
  endif()
else()
  find_package(Boost 1.74 REQUIRED)
  find_package(nlohmann_json 3.10 REQUIRED)
endif()

if(IPCLAB_BUILD_TESTS)
  # Debian ships GoogleTest prebuilt for the host and as sources (/usr/src/googletest) that a
  # cross build compiles itself.
  if(IPCLAB_GTEST_SOURCE_DIR)
    set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
    set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
    add_subdirectory(${IPCLAB_GTEST_SOURCE_DIR} ${CMAKE_BINARY_DIR}/googletest EXCLUDE_FROM_ALL)
    if(NOT TARGET GTest::gtest)  # GoogleTest 1.12 defines these aliases itself
      add_library(GTest::gtest ALIAS gtest)
      add_library(GTest::gtest_main ALIAS gtest_main)
    endif()
  else()
    find_package(GTest 1.11 REQUIRED)
  endif()
  include(GoogleTest)
endif()

# MinGW builds: the DLLs IPC Lab's Windows executables load, put where Windows looks for them
# (the executable's own folder), the way windeployqt lays them out:
#   - the MinGW C++ runtime: libstdc++-6, libgcc_s_seh-1, libwinpthread-1 (the executables and
#     the Qt DLLs link it dynamically, one copy for the whole process);
#   - with the app: the Qt DLLs and plugins of the cross-built Qt (.ci/windows-deps.sh):
#     platforms/ (qwindows for the screen, qoffscreen for headless runs and tests), styles/,
#     imageformats/, iconengines/.
# At configure time they are copied beside the build's executables (bin/), so ctest runs every
# .exe under Wine without a WINEPATH; install() rules put the same set into the installer.
# Included from cmake/Packaging.cmake (under if(WIN32)); a no-op for MSVC builds.
include_guard(GLOBAL)

if(NOT MINGW)
  return()
endif()

set(_bin ${CMAKE_RUNTIME_OUTPUT_DIRECTORY})
if(NOT _bin)
  set(_bin ${CMAKE_BINARY_DIR}/bin)
endif()
file(MAKE_DIRECTORY ${_bin})

# The runtime DLLs of the compiler that builds us: it knows where its own files are.
set(IPCLAB_MINGW_RUNTIME_DLLS "")
foreach(_dll libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${_dll}
                  OUTPUT_VARIABLE _path OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${_path}" OR NOT EXISTS "${_path}")
    message(FATAL_ERROR "WindowsDeploy: ${CMAKE_CXX_COMPILER} does not know where ${_dll} is")
  endif()
  list(APPEND IPCLAB_MINGW_RUNTIME_DLLS ${_path})
endforeach()
file(COPY ${IPCLAB_MINGW_RUNTIME_DLLS} DESTINATION ${_bin})
install(FILES ${IPCLAB_MINGW_RUNTIME_DLLS} DESTINATION bin)

if(NOT IPCLAB_BUILD_APP)
  return()
endif()
if(NOT IPCLAB_QT_MINGW_PREFIX OR NOT EXISTS ${IPCLAB_QT_MINGW_PREFIX}/.stamp)
  message(FATAL_ERROR "WindowsDeploy: no cross-built Qt in '${IPCLAB_QT_MINGW_PREFIX}'. "
                      "Run .ci/windows-deps.sh first (or configure with -DIPCLAB_BUILD_APP=OFF).")
endif()

# Every Qt module the app and the tests link (Charts draws through OpenGLWidgets' classes).
set(_qt_modules Core Gui Widgets OpenGL OpenGLWidgets Charts Svg)
set(IPCLAB_QT_DLLS "")
foreach(_module ${_qt_modules})
  list(APPEND IPCLAB_QT_DLLS ${IPCLAB_QT_MINGW_PREFIX}/bin/Qt6${_module}.dll)
endforeach()
# Qt Test only in the build folder: the app tests need it, the installed product does not.
file(COPY ${IPCLAB_QT_DLLS} ${IPCLAB_QT_MINGW_PREFIX}/bin/Qt6Test.dll DESTINATION ${_bin})
install(FILES ${IPCLAB_QT_DLLS} DESTINATION bin)

set(_plugins
  platforms/qwindows.dll
  platforms/qoffscreen.dll
  styles/qwindowsvistastyle.dll
  imageformats/qsvg.dll
  imageformats/qgif.dll
  imageformats/qico.dll
  iconengines/qsvgicon.dll
)
foreach(_plugin ${_plugins})
  get_filename_component(_folder ${_plugin} DIRECTORY)
  file(COPY ${IPCLAB_QT_MINGW_PREFIX}/plugins/${_plugin} DESTINATION ${_bin}/${_folder})
  install(FILES ${IPCLAB_QT_MINGW_PREFIX}/plugins/${_plugin} DESTINATION bin/${_folder})
endforeach()

# Debian's makensis ships 64-bit stubs and plugins: a 64-bit installer runs where only 64-bit
# Wine is installed (Debian's wine64 cannot start the default 32-bit stub), and on any x64
# Windows. (The NSIS release for Windows has no amd64 stubs, hence MinGW builds only.)
set(CPACK_NSIS_DEFINES "Target amd64-unicode")

# Installs the build into a fresh prefix, checks that every file a desktop expects is there,
# then runs the installed ipclab-cli from another directory with a cross-process mechanism, so
# it must find the installed ipclab-peer. Usage: cmake -DBUILD_DIR=... -DWORK_DIR=... -P this
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/usr)
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
  RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  # The usual cause: a program not built yet (cmake --install needs every installed target,
  # the GUI `ipclab` included, so a build of a few targets leaves this test failing).
  message(FATAL_ERROR "cmake --install failed (${status}); build every target first "
                      "(cmake --build ${BUILD_DIR}):\n${errors}")
endif()

set(expected
  bin/ipclab bin/ipclab-cli bin/ipclab-peer
  share/applications/io.github.ipclab.ipclab.desktop
  share/metainfo/io.github.ipclab.ipclab.metainfo.xml
  share/icons/hicolor/scalable/apps/ipclab.svg
  share/icons/hicolor/16x16/apps/ipclab.png
  share/icons/hicolor/256x256/apps/ipclab.png
  share/man/man1/ipclab.1.gz share/man/man1/ipclab-cli.1.gz share/man/man1/ipclab-peer.1.gz
  share/doc/ipclab/LICENSE share/doc/ipclab/README.md)
foreach(path ${expected})
  if(NOT EXISTS ${prefix}/${path})
    message(FATAL_ERROR "not installed: ${path}")
  endif()
endforeach()

file(MAKE_DIRECTORY ${WORK_DIR}/elsewhere)
execute_process(COMMAND ${prefix}/bin/ipclab-cli run -m pipe -s 64 -n 50 -w 5 -r 1 -f csv
  WORKING_DIRECTORY ${WORK_DIR}/elsewhere
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
if(NOT status EQUAL 0 OR NOT output MATCHES "pipe")
  message(FATAL_ERROR "installed ipclab-cli could not run pipe (${status}):\n${output}${errors}")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
message(STATUS "installed layout complete; installed ipclab-cli found its peer")

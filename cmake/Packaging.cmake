# Installing and packaging IPC Lab.
#
# `cmake --install` lays the programs out as every desktop expects (GNUInstallDirs): the three
# programs side by side in bin/ (the GUI and the CLI look for ipclab-peer beside themselves, so
# an installed copy works from any directory), and on Linux a .desktop file, the icon in the
# hicolor theme, AppStream metainfo and man pages. CPack turns that into a package: DEB on
# Linux (runtime dependencies computed by dpkg-shlibdeps, not typed), NSIS on Windows and a
# DMG (DragNDrop) on macOS. Packaging is by nature per platform, so unlike the sources this
# file names the platforms.
include(GNUInstallDirs)

set(_ipclab_programs ipclab-peer)
if(IPCLAB_BUILD_APP)
  list(APPEND _ipclab_programs ipclab-cli ipclab)
endif()
install(TARGETS ${_ipclab_programs}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  BUNDLE DESTINATION .)
if(APPLE AND IPCLAB_BUILD_APP)
  # Inside the bundle, beside the GUI, where it looks for the peer.
  install(TARGETS ipclab-peer ipclab-cli RUNTIME DESTINATION ipclab.app/Contents/MacOS)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/README.md
  ${PROJECT_SOURCE_DIR}/docs/user-guide.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})
if(WIN32)
  # MinGW builds: the Qt DLLs and plugins and the MinGW runtime beside the programs, in the build
  # folder (so the tests run under Wine as they are) and in the installer. MSVC builds get
  # Qt from windeployqt (app/CMakeLists.txt) instead.
  include(${CMAKE_CURRENT_LIST_DIR}/WindowsDeploy.cmake)
endif()

if(UNIX AND NOT APPLE)
  set(_ipclab_id io.github.ipclab.ipclab)
  set(_generated ${CMAKE_BINARY_DIR}/packaging)
  configure_file(${PROJECT_SOURCE_DIR}/resources/linux/${_ipclab_id}.metainfo.xml.in
    ${_generated}/${_ipclab_id}.metainfo.xml @ONLY)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/linux/${_ipclab_id}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${_generated}/${_ipclab_id}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/ipclab.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  foreach(_size 16 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${_size}x${_size}/ipclab.png
      DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_size}x${_size}/apps)
  endforeach()
  # Man pages, gzipped as Debian policy wants them; the version and date filled in here.
  foreach(_page ipclab ipclab-cli ipclab-peer)
    configure_file(${PROJECT_SOURCE_DIR}/resources/man/${_page}.1.in ${_generated}/${_page}.1
      @ONLY)
    file(ARCHIVE_CREATE OUTPUT ${_generated}/${_page}.1.gz PATHS ${_generated}/${_page}.1
      FORMAT raw COMPRESSION GZip)
    install(FILES ${_generated}/${_page}.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  endforeach()
endif()

set(CPACK_PACKAGE_NAME ipclab)
set(CPACK_PACKAGE_VENDOR "IPC Lab")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "See what inter-process communication really costs")
set(CPACK_PACKAGE_DESCRIPTION
  "IPC Lab measures the latency and throughput of threads with a mutex, spin locks, \
semaphores, shared memory, pipes, message queues, UDP, TCP, Unix sockets, WebSockets and \
ZeroMQ, charts them live and reproduces five student and lab reports beside this machine's \
figures. Includes the GUI (ipclab), a command-line tool (ipclab-cli) and the helper process \
(ipclab-peer).")
set(CPACK_PACKAGE_CONTACT "IPC Lab team <ipclab@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/ipclab/ipclab")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "IPC Lab")
set(CPACK_PACKAGE_EXECUTABLES ipclab "IPC Lab")  # the Start-menu entry (NSIS)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)

# Debian: ipclab_<version>_<arch>.deb. dpkg-shlibdeps finds the libraries (Qt, libzmq, ...);
# fonts are no library, but charts drawn without one have no text.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
# Qt's own dialogs and buttons in German (the GUI loads qtbase_de from Qt's translations
# folder when it is there); recommended, not needed.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SECTION science)

# Windows: ipclab-<version>-win64.exe with a Start-menu entry and an uninstaller.
set(CPACK_NSIS_DISPLAY_NAME "IPC Lab")
set(CPACK_NSIS_PACKAGE_NAME "IPC Lab")
set(CPACK_NSIS_EXECUTABLES_DIRECTORY ${CMAKE_INSTALL_BINDIR})
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_URL_INFO_ABOUT ${CPACK_PACKAGE_HOMEPAGE_URL})

# macOS: a disk image with the app bundle.
set(CPACK_DMG_VOLUME_NAME "IPC Lab")

if(WIN32)
  set(CPACK_GENERATOR NSIS)
  set(CPACK_PACKAGE_FILE_NAME ipclab-${PROJECT_VERSION}-win64)
  # A 64-bit program: C:\Program Files, not NSIS's default C:\Program Files (x86).
  set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_PACKAGE_FILE_NAME ipclab-${PROJECT_VERSION}-macos)
else()
  set(CPACK_GENERATOR DEB)
endif()
include(CPack)

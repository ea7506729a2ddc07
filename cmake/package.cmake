# What `cmake --install` gives beyond the CLI (installed in the top-level CMakeLists.txt):
# the library for other C++ projects (nonoConfig.cmake with the target nono::nono, nono.pc),
# the CLI's man page and bash completion, and the Debian packages `cpack -G DEB` makes from
# these install rules (docs/packages.md).
include(CMakePackageConfigHelpers)

# The library, component "devel": archive, public headers (the web server's is not: its
# library is not installed), the CMake package and the pkg-config file, both relocatable.
install(TARGETS nono EXPORT nonoTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT devel)
install(DIRECTORY include/nono DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT devel
        PATTERN server.hpp EXCLUDE)
set(NONO_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/nono)
install(EXPORT nonoTargets NAMESPACE nono:: DESTINATION ${NONO_CMAKE_DIR} COMPONENT devel)
configure_package_config_file(cmake/nonoConfig.cmake.in ${PROJECT_BINARY_DIR}/nonoConfig.cmake
                              INSTALL_DESTINATION ${NONO_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nonoConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nonoConfig.cmake ${PROJECT_BINARY_DIR}/nonoConfigVersion.cmake
        DESTINATION ${NONO_CMAKE_DIR} COMPONENT devel)
file(RELATIVE_PATH NONO_PC_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" NONO_PC_TO_PREFIX "${NONO_PC_TO_PREFIX}")
set(CMAKE_DL_LIBS_FLAG "")
if(CMAKE_DL_LIBS)
  set(CMAKE_DL_LIBS_FLAG "-l${CMAKE_DL_LIBS}")
endif()
configure_file(cmake/nono.pc.in ${PROJECT_BINARY_DIR}/nono.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/nono.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT devel)

# The man page nono(1), from the tool's help (cmake/man_page.cmake), when help2man is there.
find_program(NONO_HELP2MAN help2man)
find_program(NONO_GZIP gzip)
if(NONO_HELP2MAN AND NONO_GZIP)
  set(NONO_MAN_PAGE ${PROJECT_BINARY_DIR}/man/nono.1.gz)
  add_custom_command(OUTPUT ${NONO_MAN_PAGE}
    COMMAND ${CMAKE_COMMAND} -DNONO=$<TARGET_FILE:nono_cli> -DHELP2MAN=${NONO_HELP2MAN}
            -DGZIP=${NONO_GZIP} -DOUTPUT=${NONO_MAN_PAGE} -P ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
    DEPENDS nono_cli ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
    COMMENT "Writing the man page nono(1) from nono --help")
  add_custom_target(nono_man ALL DEPENDS ${NONO_MAN_PAGE})
  install(FILES ${NONO_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "nono: no man page: needs help2man (scripts/install-deps.sh)")
endif()
# bash completion, loaded by bash-completion when `nono` is first completed.
install(FILES apps/nono/completion.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME nono)

# The Debian packages, `cpack -G DEB` in the build directory: nono (the CLI, nono-dynamic,
# the serve and render modules, the examples, the man page, the completion: component
# runtime) and nono-mpi (the MPI census module, which would otherwise make every install pull
# in OpenMPI). The library for C++ (devel) and the Python package are not in them.
set(CPACK_PACKAGE_NAME nono)
set(CPACK_PACKAGE_VENDOR "the nono authors")
set(CPACK_PACKAGE_CONTACT "the nono authors <nono@example.org>")
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "nonogram solver, checker and maker
nono solves, checks and converts nonograms (paint-by-number, griddlers, picross), black
and white or in colour: whether a puzzle has exactly one solution, how hard it is
(line-solvable, level D_k, search), the common puzzle formats, pictures of puzzles (PNG,
SVG, PDF), making puzzles from pictures, and a local web app (nono serve).")
set(CPACK_DEBIAN_MPI_DESCRIPTION "nonogram solver: the MPI module of nono census
Lets `mpirun -np N nono census ...` share a census of every puzzle of a grid size out
between processes and machines.")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime)
if(MPI_CXX_FOUND)
  list(APPEND CPACK_COMPONENTS_ALL mpi)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # nono_0.1.0_amd64.deb
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME nono)
set(CPACK_DEBIAN_MPI_PACKAGE_NAME nono-mpi)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # Depends: from the libraries the binaries link
# CryptoMiniSat is loaded with dlopen, which dpkg-shlibdeps does not see: its package is named
# from the file the build loads (dpkg -S).
get_target_property(NONO_CMS_FILE cryptominisat5 LOCATION)
if(NONO_CMS_FILE)
  file(REAL_PATH ${NONO_CMS_FILE} NONO_CMS_FILE)
  execute_process(COMMAND dpkg-query -S ${NONO_CMS_FILE} OUTPUT_VARIABLE NONO_CMS_PACKAGE
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  string(REGEX REPLACE "[:,].*" "" NONO_CMS_PACKAGE "${NONO_CMS_PACKAGE}")
endif()
if(NONO_CMS_PACKAGE)
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "${NONO_CMS_PACKAGE}")
else()
  message(STATUS "nono: the Debian package's Depends do not name CryptoMiniSat (no dpkg owns ${NONO_CMS_FILE})")
endif()
set(CPACK_DEBIAN_MPI_PACKAGE_DEPENDS "nono (= ${PROJECT_VERSION})")
include(CPack)

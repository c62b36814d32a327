// One QApplication for every test in this executable, on the offscreen platform (ctest sets
// QT_QPA_PLATFORM=offscreen; we default to it so the binary also runs by hand without X).
#include <gtest/gtest.h>

#include <QApplication>
#include <clocale>
#include <cstdio>
#ifdef _WIN32
#include <windows.h>
#endif

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    int status = 0;
    {
        QApplication application(argc, argv);
        // QApplication took LC_NUMERIC from the environment; C and core format numbers with
        // printf, which must keep writing "4.5" (QLocale, not the C library, localises the UI).
        std::setlocale(LC_NUMERIC, "C");
        ::testing::InitGoogleTest(&argc, argv);
        status = RUN_ALL_TESTS();
    }
#ifdef _WIN32
    // Under Wine 8 (Qt 6.4.2, MinGW) a process in which a thread other than the GUI thread had
    // made a QObject (the lab report's writer) hung in ExitProcess, in the DLLs' detaching, one
    // time in two, after every test had passed and the QApplication was gone: ctest then saw a
    // timeout. Everything of ours is destroyed by now; end here, as ExitProcess would, without
    // the detaching.
    std::fflush(nullptr);
    TerminateProcess(GetCurrentProcess(), static_cast<UINT>(status));
#endif
    return status;
}

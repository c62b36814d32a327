// One QApplication for every test in this executable, on the offscreen platform (ctest sets
// QT_QPA_PLATFORM=offscreen; we default to it so the binary also runs by hand without X).
#include <gtest/gtest.h>

#include <QApplication>
#include <clocale>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication application(argc, argv);
    // QApplication took LC_NUMERIC from the environment; C and core format numbers with
    // printf, which must keep writing "4.5" (QLocale, not the C library, localises the UI).
    std::setlocale(LC_NUMERIC, "C");
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

#pragma once
// Helper for the command-line tests: runs the built ipclab-cli (IPCLAB_CLI_PATH, set by
// tests/app/CMakeLists.txt) as a user would and collects what it printed.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ipclab::app::test {

struct CliResult {
    int exitCode = -1;  ///< -1 when the tool crashed or did not finish
    QString out;
    QString err;
};

/// Runs ipclab-cli with `arguments` and waits for it to finish. The deadline is generous (a
/// `--quick` preset on a loaded 2-vCPU machine); nothing asserts a duration. A tool that does
/// not start or finish in time is killed and reported as exit code -1, "did not finish".
inline CliResult runCli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(IPCLAB_CLI_PATH), arguments);
    CliResult result;
    if (!process.waitForStarted(30'000) || !process.waitForFinished(300'000)) {
        process.kill();
        process.waitForFinished();
        result.err = "did not finish";
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

}  // namespace ipclab::app::test

#include "gui/dialogs/about_dialog.hpp"

#include <QMessageBox>
#include <QObject>
#include <boost/version.hpp>
#include <optional>
#include <string>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab::app {

QString aboutText() {
    const SystemInfo info = currentSystemInfo();
    // Core says whether its ZeroMQ mechanisms were built and with which libzmq.
    const std::optional<std::string> zmq = zeroMqVersion();
    QString boost = QStringLiteral(BOOST_LIB_VERSION);
    boost.replace(QLatin1Char('_'), QLatin1Char('.'));
    return QObject::tr(
               "<h3>IPC Lab %1</h3>"
               "<p>Measures what inter-process communication costs: latency, "
               "throughput and lock contention of threads, shared memory, pipes, "
               "queues and sockets.</p>"
               "<table>"
               "<tr><td>Qt</td><td>%2 (built with %3)</td></tr>"
               "<tr><td>Boost</td><td>%4</td></tr>"
               "<tr><td>ZeroMQ</td><td>%5 (mechanisms: %6)</td></tr>"
               "<tr><td>Compiler</td><td>%7</td></tr>"
               "<tr><td>Build</td><td>%8</td></tr>"
               "</table>")
        .arg(QString::fromUtf8(appVersion()), QString::fromUtf8(qVersion()),
             QStringLiteral(QT_VERSION_STR), boost,
             zmq ? QString::fromStdString(*zmq) : QObject::tr("n/a (built without libzmq)"),
             zmq ? QObject::tr("available") : QObject::tr("not available"),
             QString::fromStdString(info.compiler).toHtmlEscaped(),
             QString::fromStdString(info.buildType).toHtmlEscaped());
}

void showAboutDialog(QWidget* parent) {
    QMessageBox box(parent);
    box.setWindowTitle(QObject::tr("About IPC Lab"));
    box.setTextFormat(Qt::RichText);
    box.setText(aboutText());
    box.setIcon(QMessageBox::Information);
    box.exec();
}

}  // namespace ipclab::app

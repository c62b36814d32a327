#include "gui/dialogs/about_dialog.hpp"

#include <QMessageBox>
#include <QObject>
#include <boost/version.hpp>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/system_info.hpp"

#if IPCLAB_GUI_HAVE_ZMQ
#include <zmq.h>
#endif

namespace ipclab::app {
namespace {

QString zmqVersion() {
#if IPCLAB_GUI_HAVE_ZMQ
    int major = 0;
    int minor = 0;
    int patch = 0;
    zmq_version(&major, &minor, &patch);
    return QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
#else
    return QObject::tr("n/a (built without libzmq)");
#endif
}

}  // namespace

QString aboutText() {
    const SystemInfo info = currentSystemInfo();
    const Mechanism* zmq = MechanismRegistry::builtin().find("zmq.inproc");
    const bool zmqMechanisms = zmq != nullptr && zmq->info().available;
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
             QStringLiteral(QT_VERSION_STR), boost, zmqVersion(),
             zmqMechanisms ? QObject::tr("available") : QObject::tr("not available"),
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

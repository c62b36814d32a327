#include "gui/widgets/host_map_view.hpp"

#include <QCoreApplication>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QVBoxLayout>

#include "charts/heat_map_chart.hpp"
#include "ipclab/host_map.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {

bool openHostMapFile(QWidget* parent, const QString& path) {
    // Through core's bounded reader, as every file the GUI reads: a FIFO or a device is refused
    // before it is opened for reading, a huge file before it is read (readAll() waited on a
    // FIFO for ever and tried to hold /dev/zero).
    const Expected<std::string> text = readResultFile(QFile::encodeName(path).toStdString());
    if (!text) {
        QMessageBox::warning(
            parent, QCoreApplication::translate("ipclab::app::HostMapView", "Host map"),
            QCoreApplication::translate("ipclab::app::HostMapView", "Cannot read %1: %2")
                .arg(path, QString::fromStdString(text.error().message)));
        return false;
    }
    const auto map = parseHostMapJson(*text);
    if (!map) {
        QMessageBox::warning(
            parent, QCoreApplication::translate("ipclab::app::HostMapView", "Host map"),
            QCoreApplication::translate("ipclab::app::HostMapView", "%1 is not a host map: %2")
                .arg(QFileInfo(path).fileName(), QString::fromStdString(map.error().message)));
        return false;
    }
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("hostMapDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("ipclab::app::HostMapView", "Host map — %1")
                               .arg(QFileInfo(path).fileName()));
    auto* layout = new QVBoxLayout(dialog);
    auto* heatMap = new HeatMapWidget(dialog);
    heatMap->setMap(hostMapHeatMapInput(*map));
    layout->addWidget(heatMap);
    dialog->resize(1200, 850);
    dialog->show();
    return true;
}

void openHostMap(QWidget* parent) {
    const QString path = QFileDialog::getOpenFileName(
        parent, QCoreApplication::translate("ipclab::app::HostMapView", "Open host map"), {},
        QCoreApplication::translate("ipclab::app::HostMapView", "Host map (*.json)"));
    if (!path.isEmpty()) {
        openHostMapFile(parent, path);
    }
}

}  // namespace ipclab::app

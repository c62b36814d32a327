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

namespace ipclab::app {

bool openHostMapFile(QWidget* parent, const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(
            parent, QCoreApplication::translate("ipclab::app::HostMapView", "Host map"),
            QCoreApplication::translate("ipclab::app::HostMapView", "Cannot read %1: %2")
                .arg(path, file.errorString()));
        return false;
    }
    const QByteArray text = file.readAll();
    const auto map = parseHostMapJson(std::string_view(text.constData(), text.size()));
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

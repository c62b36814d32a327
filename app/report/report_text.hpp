#pragma once
/// The lab report's translation context (Qt Linguist: "ipclab::app::LabReport").
#include <QCoreApplication>

namespace ipclab::app {

class LabReport {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::LabReport)
};

}  // namespace ipclab::app

#pragma once
/// The lab report's translation context (Qt Linguist: "ipclab::app::LabReport"), and its
/// one conversion of core's UTF-8 text.
#include <QCoreApplication>
#include <QString>
#include <string>

namespace ipclab::app {

class LabReport {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::LabReport)
};

inline QString q(const std::string& text) {
    return QString::fromStdString(text);
}

}  // namespace ipclab::app

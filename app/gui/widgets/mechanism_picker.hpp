#pragma once
/// The mechanism checklist: one group per kind (in one process, shared memory, kernel objects
/// between processes, network, and the reports' own methods, which are not communication),
/// built from MechanismInfo::group (see groupOf), in the registry's order.
/// Unavailable mechanisms are greyed out with the reason as tooltip. Below the list a text
/// pane explains the mechanism under the mouse (or the last one ticked): what happens inside
/// the OS, its patterns, wait strategies and size limit. GUI thread only.
#include <QMap>
#include <QWidget>
#include <string>
#include <vector>

#include "ipclab/mechanism.hpp"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QGroupBox;
class QTextBrowser;
QT_END_NAMESPACE

namespace ipclab {
class MechanismRegistry;
}

namespace ipclab::app {

/// The box of the checklist `info` is shown in: its group, except that the sockets that cannot
/// leave this machine (locality cross-process, e.g. uds) sit with the kernel objects, since
/// the network box is the one a remote peer reaches. Boxes are shown in kMechanismGroups order.
MechanismGroup groupOf(const MechanismInfo& info);
QString groupTitle(MechanismGroup group);
/// Rich text for the explanation pane: title, id, patterns, wait strategies, sizes, paragraph.
QString describeMechanism(const MechanismInfo& info);

class MechanismPicker : public QWidget {
    Q_OBJECT
  public:
    explicit MechanismPicker(const MechanismRegistry& registry, QWidget* parent = nullptr);

    /// Ticked and available ids, in registry order.
    std::vector<std::string> checked() const;
    /// Ticks exactly `ids` (unknown ids are ignored).
    void setChecked(const std::vector<std::string>& ids);
    /// Shows `id`'s explanation in the pane (as hovering it does).
    void showExplanation(const QString& id);
    /// The explanation pane's current text (plain), for tests.
    QString explanationText() const;
    /// With a remote peer ("HOST:PORT") the network group measures across hosts: its title
    /// says so. Empty: loopback on this machine.
    void setRemotePeer(const QString& hostPort);

  signals:
    void changed();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    const MechanismRegistry& m_registry;
    QMap<QString, QCheckBox*> m_boxes;  // by mechanism id
    QGroupBox* m_networkGroup = nullptr;
    QWidget* m_listViewport = nullptr;  ///< Its resize elides the boxes' texts.
    QString m_remotePeer;
    QTextBrowser* m_explanation = nullptr;
};

}  // namespace ipclab::app

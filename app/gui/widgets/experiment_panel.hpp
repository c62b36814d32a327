#pragma once
/// The experiment form: mechanisms grouped by kind (MechanismPicker, with the explanation of
/// the one under the mouse), pattern, wait strategy, sizes (parseSizeList syntax, errors shown
/// under the field), parties (lock), gap (paced), iterations, warm-up, repetitions, placement,
/// keep cores awake. Fields a pattern does not use are disabled. Validates on every change with
/// core's validate() and shows the problems in a label. GUI thread only.
#include <QWidget>

#include "ipclab/experiment.hpp"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
QT_END_NAMESPACE

namespace ipclab {
class MechanismRegistry;
}

namespace ipclab::app {

class MechanismPicker;

/// Sizes as the sizes field shows them, in parseSizeList syntax: doubling runs of three or more
/// collapse ("64..64K"), others are listed ("100,1K").
std::string formatSizeList(const std::vector<std::size_t>& sizes);

class ExperimentPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ExperimentPanel(const MechanismRegistry& registry, QWidget* parent = nullptr);

    /// The experiment as the form says (sizes empty while the sizes field does not parse).
    Experiment experiment() const;
    /// Fills the form from `experiment`.
    void setExperiment(const Experiment& experiment);
    /// Empty when the experiment may run; otherwise the reasons, one per line.
    QString problems() const { return m_problems; }
    bool isValid() const { return m_problems.isEmpty(); }
    MechanismPicker* mechanisms() const { return m_mechanisms; }

  signals:
    /// After any edit, with the new validity.
    void validityChanged(bool valid);

  private:
    void revalidate();
    void updateEnabledFields();

    const MechanismRegistry& m_registry;
    MechanismPicker* m_mechanisms = nullptr;
    QComboBox* m_pattern = nullptr;
    QComboBox* m_wait = nullptr;
    QSpinBox* m_parties = nullptr;
    QSpinBox* m_gapUs = nullptr;
    QCheckBox* m_keepAwake = nullptr;
    QLineEdit* m_sizes = nullptr;
    QLabel* m_sizesError = nullptr;
    QSpinBox* m_iterations = nullptr;
    QSpinBox* m_warmup = nullptr;
    QSpinBox* m_repetitions = nullptr;
    QComboBox* m_placement = nullptr;
    QLabel* m_problemLabel = nullptr;
    QString m_problems;
};

}  // namespace ipclab::app

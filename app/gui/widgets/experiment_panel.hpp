#pragma once
/// The experiment form: mechanisms grouped by locality (tooltips say what each does inside the
/// OS), pattern, sizes (parseSizeList syntax, errors shown under the field), iterations,
/// warm-up, repetitions, placement. Validates on every change with core's validate() and shows
/// the first problem in a label. GUI thread only.
#include <QMap>
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

  signals:
    /// After any edit, with the new validity.
    void validityChanged(bool valid);

  private:
    void revalidate();

    const MechanismRegistry& m_registry;
    QMap<QString, QCheckBox*> m_mechanismBoxes;  // by mechanism id
    QComboBox* m_pattern = nullptr;
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

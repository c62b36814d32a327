#pragma once
/// The experiment form: mechanisms grouped by kind (MechanismPicker, with the explanation of
/// the one under the mouse), pattern, wait strategy, sizes (a doubling range picker plus free
/// entry in parseSizeList syntax), iterations, warm-up, rounds (settle to a precision within a
/// time budget, the default, or a fixed count), placement, parties (lock),
/// gap (paced), total (stream bulk transfer), keep cores awake, and a remote peer with its
/// token. Fields a pattern does not use are disabled. Validates on every change with core's
/// validate(): each problem is shown under the field it is about (ValidationError::field), and
/// an estimate of the run time, learnt from the recent runs, is shown below. GUI thread only.
#include <QMap>
#include <QWidget>

#include "gui/run_pace.hpp"
#include "ipclab/experiment.hpp"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;
QT_END_NAMESPACE

namespace ipclab {
class MechanismRegistry;
}

namespace ipclab::app {

class MechanismPicker;

/// Sizes as the sizes field shows them, in parseSizeList syntax: doubling runs of three or more
/// collapse ("64..64K"), others are listed ("100,1K").
std::string formatSizeList(const std::vector<std::size_t>& sizes);

/// "about 12 s", "about 3 min", "under a second": the panel's run-time estimate.
QString formatEstimate(double seconds);

class ExperimentPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ExperimentPanel(const MechanismRegistry& registry, QWidget* parent = nullptr);

    /// The experiment as the form says (sizes empty while the sizes field does not parse).
    Experiment experiment() const;
    /// Fills the form from `experiment`.
    void setExperiment(const Experiment& experiment);
    /// Shared secret for the remote peer (never part of the Experiment, never saved).
    std::string remoteToken() const;
    /// Empty when the experiment may run; otherwise the reasons, one per line.
    QString problems() const { return m_problems; }
    bool isValid() const { return m_problems.isEmpty(); }
    /// The problem shown under `field` (a ValidationError::field name such as "iterations",
    /// "sizes", "mechanisms", "stream_total_bytes"), empty when it is fine.
    QString fieldProblem(const QString& field) const;
    /// Rough run time of the current experiment in seconds: core's estimateSeconds(), scaled
    /// by the pace learnt from the runs this app has timed (setPace()).
    double estimatedSeconds() const { return m_estimateSeconds; }
    /// What the recent runs taught about this machine's pace (learnPace()); re-estimates.
    void setPace(const LearnedPace& pace);
    MechanismPicker* mechanisms() const { return m_mechanisms; }
    /// "Skipped on one core (…): shm.ring, thread.spin": ticked mechanisms the placement
    /// leaves out of the run (experiment() has them removed); empty when none.
    QString skippedNote() const;

  signals:
    /// After any edit, with the new validity.
    void validityChanged(bool valid);
    /// After any edit (valid or not).
    void edited();

  public:
    /// The defaults a new panel shows: a spinning mechanism beside blocking ones.
    static Experiment defaultExperiment();

  private:
    QVBoxLayout* addRow(const QString& label, QWidget* field, const QString& errorField,
                        const QString& glossaryTerm = QString());
    // The form, one group of fields each (experiment_panel_fields.cpp).
    void buildPatternFields();
    void buildSizeFields();
    void buildRoundFields();
    void buildPlacementFields();
    void offerOnlyPlacementsThisSystemGives();
    void buildAwakeFields();
    void buildRemoteFields();
    void connectFields();
    QLabel* addErrorLabel(const QString& field);
    void revalidate();
    std::vector<std::string> spinnersOnOneCore() const;
    void updateEnabledFields();
    void applySizeRange();
    void syncRangePicker(const std::vector<std::size_t>& sizes);
    /// The message for sizes the parser refused (`parseError`), or validation's range message
    /// when the list holds a 0.
    QString sizesParseProblem(const QString& parseError) const;

    const MechanismRegistry& m_registry;
    MechanismPicker* m_mechanisms = nullptr;
    QComboBox* m_pattern = nullptr;
    QComboBox* m_wait = nullptr;
    QSpinBox* m_parties = nullptr;
    QComboBox* m_lockLoop = nullptr;  // counter / bare
    QSpinBox* m_gapUs = nullptr;
    QLineEdit* m_total = nullptr;
    QCheckBox* m_keepAwake = nullptr;
    QCheckBox* m_holdIdleLatency = nullptr;  ///< Disabled, saying why, where it cannot be had.
    QComboBox* m_sizeFrom = nullptr;
    QComboBox* m_sizeTo = nullptr;
    QLineEdit* m_sizes = nullptr;
    QSpinBox* m_iterations = nullptr;
    QSpinBox* m_warmup = nullptr;
    QSpinBox* m_repetitions = nullptr;
    QComboBox* m_rounds = nullptr;          // settle / fixed
    QDoubleSpinBox* m_precision = nullptr;  // percent
    QSpinBox* m_timeBudget = nullptr;       // seconds
    QComboBox* m_placement = nullptr;
    QLineEdit* m_remotePeer = nullptr;
    QLineEdit* m_remoteToken = nullptr;
    QLabel* m_estimate = nullptr;
    QFormLayout* m_form = nullptr;
    QLayout* m_partiesRow = nullptr;
    QLayout* m_lockLoopRow = nullptr;
    QLayout* m_gapRow = nullptr;
    QLayout* m_totalRow = nullptr;
    QLayout* m_tokenRow = nullptr;
    QLabel* m_problemLabel = nullptr;
    QMap<QString, QLabel*> m_fieldErrors;  // by ValidationError::field
    Experiment m_base;                     // the last experiment set: fields the form does not show
    QString m_problems;
    double m_estimateSeconds = 0;
    LearnedPace m_pace;
    std::vector<std::string> m_skipped;  ///< Ticked, but left out by the placement.
};

}  // namespace ipclab::app

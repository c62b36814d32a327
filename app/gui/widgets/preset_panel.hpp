#pragma once
/// The preset chooser: every built-in preset (quick tour, the five reports, full sweep) in a
/// combo box, a step chooser when the preset has several steps, and a text pane with the
/// preset's summary, its note (where this machine differs, which of the report's methods are
/// flawed) and the mechanisms left out because they are unavailable here. Choosing a preset or
/// a step emits stepChosen() with the preset cut to this machine (presetForThisMachine).
/// GUI thread only.
#include <QWidget>
#include <optional>

#include "ipclab/preset.hpp"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
QT_END_NAMESPACE

namespace ipclab {
class MechanismRegistry;
}

namespace ipclab::app {

class PresetPanel : public QWidget {
    Q_OBJECT
  public:
    explicit PresetPanel(const MechanismRegistry& registry, QWidget* parent = nullptr);

    /// Selects preset `id` (and its step `stepIndex`) as if the user had: emits stepChosen().
    /// False when the id is unknown or the step is out of range.
    bool choose(const QString& id, int stepIndex = 0);
    /// The preset shown (cut to this machine), nullopt while "no preset" is selected.
    const std::optional<Preset>& current() const { return m_current; }
    int currentStep() const;
    /// The pane's text (plain), for tests.
    QString noteText() const;
    /// Quick demo: the preset cut by quickPreset() (the CLI's `preset --quick`): seconds, not
    /// minutes, with wide intervals.
    bool isQuick() const;
    void setQuick(bool quick);
    /// Shows preset `id` at `stepIndex` (quick or not) without emitting stepChosen(): the
    /// window restores the last session's choice beside its saved (maybe edited) experiment.
    bool restore(const QString& id, int stepIndex, bool quick);
    QPushButton* runAllButton() const { return m_runAll; }

  signals:
    /// The user chose `preset` (cut to this machine) and its step `stepIndex`.
    void stepChosen(const ipclab::Preset& preset, int stepIndex);
    /// "No preset" chosen: references and note are cleared.
    void cleared();
    /// The user asked to run every step of the current preset in turn (the optional ones
    /// too when one of them is the step shown).
    void runAllRequested();

  private:
    void onPresetChanged(int index);
    void onStepChanged(int index);
    void showNote(const std::vector<std::string>& dropped);
    /// One of presetForThisMachine's dropped lines ("ID: REASON") in the user's language.
    QString droppedLine(const std::string& line) const;

    const MechanismRegistry& m_registry;
    QComboBox* m_presets = nullptr;
    QLabel* m_stepLabel = nullptr;
    QComboBox* m_steps = nullptr;
    QTextBrowser* m_note = nullptr;
    QCheckBox* m_quick = nullptr;
    QPushButton* m_runAll = nullptr;
    QWidget* m_actions = nullptr;
    std::optional<Preset> m_current;
};

}  // namespace ipclab::app

#include "gui/close_guard.hpp"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace ipclab::app {
namespace {
class CloseTexts {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::CloseGuard)
  public:
    static QString title() { return tr("Close IPC Lab"); }
    static QString running() { return tr("A run is still measuring."); }
    static QString runningMore() {
        return tr(
            "Stop it and keep the points measured so far (they go to the run history), "
            "or cancel and let it finish.");
    }
    static QString stopAndKeep() { return tr("Stop and keep points"); }
    static QString unsaved(int count) {
        return tr("%n run(s) could not be written to the run history.", nullptr, count);
    }
    static QString unsavedMore() {
        return tr("Closing now loses them. Save the run shown to a file first?");
    }
    static QString save() { return tr("Save\u2026"); }
    static QString discard() { return tr("Discard"); }
};
}  // namespace

CloseChoice askBeforeClosing(QWidget* parent, const CloseQuestion& question) {
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("closeQuestion"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(CloseTexts::title());
    QPushButton* stop = nullptr;
    QPushButton* save = nullptr;
    QPushButton* discard = nullptr;
    if (question.running) {
        box.setText(CloseTexts::running());
        box.setInformativeText(CloseTexts::runningMore());
        stop = box.addButton(CloseTexts::stopAndKeep(), QMessageBox::AcceptRole);
        box.setDefaultButton(stop);
    } else {
        box.setText(CloseTexts::unsaved(question.unsavedRuns));
        box.setInformativeText(CloseTexts::unsavedMore());
        save = box.addButton(CloseTexts::save(), QMessageBox::AcceptRole);
        discard = box.addButton(CloseTexts::discard(), QMessageBox::DestructiveRole);
        box.setDefaultButton(save);
    }
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == stop && stop != nullptr) {
        return CloseChoice::StopAndKeep;
    }
    if (box.clickedButton() == save && save != nullptr) {
        return CloseChoice::Save;
    }
    if (box.clickedButton() == discard && discard != nullptr) {
        return CloseChoice::Discard;
    }
    return CloseChoice::Cancel;
}

}  // namespace ipclab::app

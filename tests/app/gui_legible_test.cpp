// Issue 21, what is left of items 6 and 9 in the window itself: German choice boxes cut at
// 1024 px name their whole choice in the tooltip.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <memory>

#include "german_on.hpp"
#include "gui/app_settings.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

/// Whether the box shows its current text whole: the room its style gives the text.
bool shownWhole(const QComboBox& box) {
    QStyleOptionComboBox option;
    option.initFrom(&box);
    option.editable = box.isEditable();
    const QRect room = box.style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                   QStyle::SC_ComboBoxEditField, &box);
    return box.fontMetrics().horizontalAdvance(box.currentText()) <= room.width();
}

QString plainToolTip(const QComboBox& box) {
    return QTextDocumentFragment::fromHtml(box.toolTip()).toPlainText();
}

// Item 6: "Automatisch: blockierend auf einem Kern, aktiv w…" with no way to read the rest but
// to open the list. Every choice box's current text is shown whole or is in its tooltip, also
// after another choice.
TEST(GuiLegible, GermanChoiceBoxesNameTheirWholeChoiceAt1024) {
    const GermanOn german;
    ASSERT_TRUE(german.ok());
    {
        const std::unique_ptr<QSettings> settings(newAppSettings());
        settings->remove(QStringLiteral("window"));
    }
    QTemporaryDir folder;
    MainWindow window(nullptr, folder.filePath("history"));
    window.resize(1024, 768);
    window.show();
    QCoreApplication::processEvents();
    for (QComboBox* box : window.findChildren<QComboBox*>()) {
        for (int index = 0; index < box->count(); ++index) {
            box->setCurrentIndex(index);
            QCoreApplication::processEvents();
            if (!box->isVisible() || box->currentText().isEmpty()) {
                continue;
            }
            EXPECT_TRUE(shownWhole(*box) || plainToolTip(*box).contains(box->currentText()))
                << box->objectName().toStdString() << ": " << box->currentText().toStdString();
        }
    }
    // The tooltip keeps what it explained before.
    auto* placement = window.findChild<QComboBox*>(QStringLiteral("placement"));
    ASSERT_NE(placement, nullptr);
    EXPECT_TRUE(plainToolTip(*placement).startsWith(placement->currentText()));
    EXPECT_GT(plainToolTip(*placement).size(), placement->currentText().size() + 20);
}

}  // namespace
}  // namespace ipclab::app

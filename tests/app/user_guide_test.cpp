// Help > User guide: the guide is in the program, opens from the menu, and every link of its
// contents list and of the README into it lands on a heading.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

#include "gui/dialogs/user_guide_dialog.hpp"
#include "gui/main_window.hpp"
#include "gui_support.hpp"

namespace ipclab::app {
namespace {

// The anchors the guide's headings get when shown (anchorHeadings).
QSet<QString> headingAnchors() {
    QTextDocument document;
    document.setMarkdown(userGuideMarkdown());
    anchorHeadings(document);
    QSet<QString> anchors;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0) {
            anchors.insert(headingAnchor(block.text()));
        }
    }
    return anchors;
}

TEST(UserGuide, IsEmbeddedAndEveryContentsLinkLandsOnAHeading) {
    const QString guide = userGuideMarkdown();
    ASSERT_FALSE(guide.isEmpty());
    const QSet<QString> anchors = headingAnchors();
    EXPECT_TRUE(anchors.contains(QStringLiteral("install")));
    EXPECT_TRUE(anchors.contains(QStringLiteral("building-by-hand")));
    const QRegularExpression link(QStringLiteral(R"(\]\(#([^)]+)\))"));
    int links = 0;
    for (const auto& match : link.globalMatch(guide)) {
        ++links;
        EXPECT_TRUE(anchors.contains(match.captured(1))) << match.captured(1).toStdString();
    }
    EXPECT_GT(links, 10);
}

TEST(UserGuide, TheReadmesLinksIntoItLandOnHeadings) {
    QFile readme(QStringLiteral(IPCLAB_README_PATH));
    ASSERT_TRUE(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const QSet<QString> anchors = headingAnchors();
    const QRegularExpression link(QStringLiteral(R"(docs/user-guide\.md#([^)]+)\))"));
    int links = 0;
    for (const auto& match : link.globalMatch(text)) {
        ++links;
        EXPECT_TRUE(anchors.contains(match.captured(1))) << match.captured(1).toStdString();
    }
    EXPECT_GT(links, 0);
}

TEST(UserGuide, HelpMenuOpensItAndAContentsLinkScrolls) {
    MainWindow window;
    QAction* action = window.findChild<QAction*>(QStringLiteral("userGuide"));
    ASSERT_NE(action, nullptr);
    action->trigger();
    QDialog* dialog = nullptr;
    ASSERT_TRUE(test::waitFor([&dialog] {
        for (QWidget* widget : QApplication::topLevelWidgets()) {
            if (widget->objectName() == QLatin1String("userGuide") && widget->isVisible()) {
                dialog = qobject_cast<QDialog*>(widget);
            }
        }
        return dialog != nullptr;
    }));
    auto* browser = dialog->findChild<QTextBrowser*>(QStringLiteral("userGuideText"));
    ASSERT_NE(browser, nullptr);
    EXPECT_TRUE(browser->toPlainText().contains(QStringLiteral("IPC Lab user guide")));
    dialog->resize(800, 400);
    ASSERT_TRUE(test::waitFor([browser] { return browser->verticalScrollBar()->maximum() > 0; }));
    browser->verticalScrollBar()->setValue(0);
    emit browser->anchorClicked(QUrl(QStringLiteral("#building-by-hand")));
    EXPECT_GT(browser->verticalScrollBar()->value(), 0) << "the link scrolled to its heading";
    dialog->close();
}

}  // namespace
}  // namespace ipclab::app

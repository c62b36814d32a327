#pragma once
/// IPCLAB_TR_NOOP marks a user-visible text of core or platform (a mechanism's title,
/// explanation, size note or unavailable reason, a capability's note) for Qt's lupdate, which
/// is told to read it as QT_TRANSLATE_NOOP (app/CMakeLists.txt, -tr-function-alias). It expands
/// to the text itself: core/ and platform/ stay Qt-free and keep English; the front end shows
/// the text through ipclab::app::coreText() (app/charts/core_text.hpp), which looks it up in
/// `context`. Use the context "ipclab::CoreText" and write the whole text as one literal (or
/// adjacent literals): lupdate reads literals only, so a text put together at run time has no
/// translation. It lives in platform/, the lowest layer, so that both core/ and platform/ can
/// mark their texts.
#define IPCLAB_TR_NOOP(context, text) text

import MiniTCA
import MiniTCATest
import Testing
import Unidirectional

@testable import Exercise8_1

@Suite("Exercise 8.1 — A new action, and every change it makes")
struct FavoritesTests {
    let file = "Exercise8_1/FavoritesFeature.swift"

    /// A test store of the favourites from `state`; each failure it reports says where to look.
    func favorites(
        _ state: FavoritesFeature.State = FavoritesFeature.State()
    ) -> TestStore<
        FavoritesFeature.State, FavoritesFeature.Action
    > {
        let store = TestStore(initialState: state) { FavoritesFeature() }
        store.hint = "The reducer is in \(file)."
        return store
    }

    @Test("A tap marks a favourite at the end of the list; a second tap unmarks that one, wherever it stands")
    func toggle() async {
        let store = favorites()

        await store.send(.view(.favoriteTapped(3))) { $0.favorites = [3] }
        await store.send(.view(.favoriteTapped(1))) { $0.favorites = [3, 1] }
        await store.send(.view(.favoriteTapped(4))) { $0.favorites = [3, 1, 4] }
        await store.send(.view(.favoriteTapped(1))) { $0.favorites = [3, 4] }
        await store.send(.view(.favoriteTapped(4))) { $0.favorites = [3] }
        await store.send(.view(.favoriteTapped(1))) { $0.favorites = [3, 1] }
        await store.finish()
        #expect(
            store.state.favorites == [3, 1],
            "mark on the first tap, unmark the product tapped on the second, whichever place it has — in \(file)")
    }

    @Test("Clear asks first: the confirmation is state, and Clear in it empties the favourites")
    func clearAsksFirst() async {
        let store = favorites(FavoritesFeature.State(favorites: [1, 2, 3]))

        await store.send(.view(.clearTapped)) { $0.alert = FavoritesFeature.clearConfirmation(count: 3) }
        await store.send(.alert(.presented(.confirmClear))) {
            $0.favorites = []
            $0.alert = nil
        }
        await store.finish()
        #expect(store.state.favorites.isEmpty, "Clear in the confirmation empties the favourites — in \(file)")
    }

    @Test("Cancel in the confirmation keeps every favourite")
    func cancelKeeps() async {
        let store = favorites(FavoritesFeature.State(favorites: [2]))

        await store.send(.view(.clearTapped)) { $0.alert = FavoritesFeature.clearConfirmation(count: 1) }
        await store.send(.alert(.dismiss)) { $0.alert = nil }
        await store.finish()
        #expect(store.state.favorites == [2], "Cancel changes nothing but the alert — in \(file)")
    }

    @Test("With nothing to clear, Clear asks nothing")
    func nothingToClear() async {
        let store = favorites()

        await store.send(.view(.clearTapped))
        await store.finish()
        #expect(store.state.alert == nil, "no favourites, no question — in \(file)")
    }
}
